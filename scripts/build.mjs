// Builds the client bundle and a server bundle, then prerenders every route to HTML.
import { rm } from 'node:fs/promises';
import { build } from 'vite';
import { reportingContentProblems } from './contentProblems.mjs';
import { prerender } from './prerender.mjs';
import { paths } from './paths.mjs';

await rm(paths.dist, { recursive: true, force: true });
await rm(paths.ssr, { recursive: true, force: true });
await reportingContentProblems(async () => {
  await build({ logLevel: 'warn', build: { outDir: paths.dist } });
  await build({
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: paths.ssr, manifest: false, copyPublicDir: false },
  });
});
const pages = await prerender();
console.log(`Prerendered ${pages.length} pages: ${pages.join(', ')}`);
