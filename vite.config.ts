import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { responsiveImages } from './scripts/images/responsiveImages.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), responsiveImages()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // The prerender step reads the manifest for the chunks each page's boot script fetches.
    manifest: true,
    // No polyfill, so the boot script is a single request. Browsers without native module
    // preloading (Safari before 17) then fetch a chunk's imports as they meet them instead.
    modulePreload: { polyfill: false },
    // One stylesheet for the site, which the prerender step inlines into every page.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework changes less often than the site: its own long-cached chunk.
          groups: [
            // src/main.tsx, the boot script, and what it imports: one small chunk free of
            // React, the page's only script before its load event (`npm run size` checks its
            // budget). The site's navigation joins it: the app shell and the 404 page share
            // it, which would otherwise make it a 300-byte chunk of its own on every page.
            {
              name: 'boot',
              test: /src[\\/](main\.tsx|content[\\/](site|navigation)\.ts|app[\\/](routes|loading[\\/](chunkRecovery|loadPage|whenPageLoaded))\.ts|components[\\/]deferred[\\/]withTimeout\.ts|forms[\\/]earlySubmits\.ts|styles[\\/](addWebFonts|breakpoints|webFonts)\.ts|assets[\\/]fonts[\\/])/,
              priority: 3,
            },
            {
              name: 'framework',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)[\\/]/,
            },
            // Code most pages share (buttons, headings, icons, the recipe runtime…) in one
            // chunk rather than a request per sub-kilobyte piece; code only two pages share
            // (the carousel of the home and about pages) stays out of the others' first load.
            { name: 'shared', minShareCount: 3, priority: 1 },
          ],
        },
      },
    },
  },
  preview: { port: 4173 },
});
