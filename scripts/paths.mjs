import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// OUT_DIR builds and serves a second copy beside the usual one (the forms e2e build
// with a test endpoint uses it), so the two never overwrite each other.
const dist = resolve(root, process.env.OUT_DIR ?? 'dist');

export const paths = {
  root,
  dist,
  ssr: `${dist}-ssr`,
  /** One language's server bundle and its page template (the client build's index.html). */
  languageBuild: (locale) => ({
    ssr: join(`${dist}-ssr`, locale),
    template: join(`${dist}-ssr`, locale, 'index.html'),
  }),
  /** The Worker as wrangler runs it (scripts/build-worker.mjs); the same for every OUT_DIR. */
  worker: resolve(root, 'dist-worker'),
};

// The project never downloads a browser of its own: both are Debian's packages.
/** Debian's Chromium, the browser a visitor runs: the benchmarks measure it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's Chromium headless shell, the same engine without the browser around it, which is what
 * Playwright runs headless tests in with its own builds: the tests drive it. On two cores the
 * end-to-end tests took 6.0 minutes in it against 10.5 in Chromium.
 */
export const headlessShellPath =
  process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
/** Chromium in a container, without its own background traffic in what is measured or tested. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
