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
    // One stylesheet for the site, which the prerender step inlines into every page.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework changes less often than the site: its own long-cached chunk.
          groups: [
            // What src/main.tsx, the boot script, imports: small and free of React, so the
            // page's first load is this and nothing else (`npm run size` checks its budget).
            {
              name: 'boot',
              test: /src[\\/](constants\.ts|content[\\/]site\.ts|app[\\/](chunkRecovery|pageChunks|routes|whenPageLoaded|withTimeout)\.ts|forms[\\/]earlySubmits\.ts|styles[\\/](addWebFonts|breakpoints|webFonts)\.ts|assets[\\/]fonts[\\/])/,
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
