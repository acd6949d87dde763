import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { responsiveImages } from './scripts/images/responsiveImages.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), responsiveImages()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // The prerender step reads the manifest to link each route's CSS and chunks in its HTML.
    manifest: true,
    // One stylesheet for the site, which the prerender step inlines into every page.
    cssCodeSplit: false,
  },
  preview: { port: 4173 },
});
