// Bundles the Worker with Vite rather than wrangler's own bundler, so the copy it answers
// with reaches it from content/ through the same plugin as the pages (vite.config.ts).
// wrangler runs this before `wrangler dev` and `wrangler deploy` (wrangler.jsonc, build).
import { build } from 'vite';
import { reportingContentProblems } from './contentProblems.mjs';
import { paths } from './paths.mjs';

await reportingContentProblems(() =>
  build({
    root: paths.root,
    logLevel: 'warn',
    build: {
      ssr: 'worker/index.ts',
      outDir: paths.worker,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rolldownOptions: { output: { entryFileNames: 'index.js' } },
    },
    // One file for workerd: every dependency inside it.
    ssr: { target: 'webworker', noExternal: true },
  }),
);
