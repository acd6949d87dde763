// Builds each language's client bundle and server bundle and the content manager, then
// prerenders every route of every language to HTML.
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { locales } from '../src/content/locales.mjs';
import { reportingContentProblems } from './contentProblems.mjs';
import { prerender } from './prerender.mjs';
import { paths } from './paths.mjs';

await rm(paths.dist, { recursive: true, force: true });
await rm(paths.ssr, { recursive: true, force: true });
await reportingContentProblems(async () => {
  // The content manager at /admin/, from its own entry and configuration, first: it is
  // built in the caller's SITE_LOCALE. The end-to-end specs' second builds, which never
  // open it, leave it out (SKIP_ADMIN=1).
  if (process.env.SKIP_ADMIN !== '1')
    await build({
      configFile: 'vite.admin.config.ts',
      logLevel: 'warn',
      build: { outDir: paths.dist },
    });
  for (const [index, locale] of locales.entries()) {
    // vite.config.ts reads it: the language is fixed at build time.
    process.env.SITE_LOCALE = locale;
    const { ssr, template } = paths.languageBuild(locale);
    // Every language's hashed files go to the one dist/assets, where equal files coincide
    // (the framework, the stylesheet, fonts and images); the public files are copied once.
    await build({
      logLevel: 'warn',
      build: { outDir: paths.dist, emptyOutDir: false, copyPublicDir: index === 0 },
    });
    await mkdir(ssr, { recursive: true });
    // The page template links the language's own scripts; the next language writes its own.
    await rename(join(paths.dist, 'index.html'), template);
    await build({
      logLevel: 'warn',
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: ssr,
        emptyOutDir: false,
        manifest: false,
        copyPublicDir: false,
      },
    });
  }
});
const pages = await prerender();
console.log(`Prerendered ${pages.length} pages: ${pages.join(', ')}`);
