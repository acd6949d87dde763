import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// OUT_DIR builds and serves a second copy beside the usual one (the forms e2e build
// with a test endpoint uses it), so the two never overwrite each other.
const dist = resolve(root, process.env.OUT_DIR ?? 'dist');

export const paths = {
  root,
  dist,
  ssr: `${dist}-ssr`,
  /** The Worker as wrangler runs it (scripts/build-worker.mjs); the same for every OUT_DIR. */
  worker: resolve(root, 'dist-worker'),
};
