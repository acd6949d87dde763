// Bundles the Worker with Vite rather than wrangler's own bundler, so the copy it answers
// with reaches it from content/ through the same plugin as the pages (vite.config.ts).
// wrangler runs this before `wrangler dev` and `wrangler deploy` (wrangler.jsonc, build).
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { reportingContentProblems } from './contentProblems.mjs';
import { paths } from './paths.mjs';

// Built aside and renamed over the last one: runtimes started at once (the end-to-end specs')
// each run this, and none may start on a file another is emptying or writing.
await mkdir(paths.worker, { recursive: true });
const aside = await mkdtemp(join(paths.worker, 'build-'));
await reportingContentProblems(() =>
  build({
    root: paths.root,
    logLevel: 'warn',
    build: {
      ssr: 'worker/index.ts',
      outDir: aside,
      copyPublicDir: false,
      manifest: false,
      rolldownOptions: { output: { entryFileNames: 'index.js' } },
    },
    // One file for workerd: every dependency inside it.
    ssr: { target: 'webworker', noExternal: true },
  }),
);
await rename(join(aside, 'index.js'), join(paths.worker, 'index.js'));
await rm(aside, { recursive: true, force: true });
