import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { staticGraphGroup } from './scripts/chunkGroups.ts';
import { responsiveImages } from './scripts/images/responsiveImages.ts';
import { content } from './src/content/build/plugin.ts';
import { parseLocale, type Locale } from './src/content/locale.ts';
import { offlineUntilSignIn } from './vite.admin.config.ts';

const source = (file: string) => fileURLToPath(new URL(`src/${file}`, import.meta.url));

/** The page template's <html lang>, in the build's language. */
const htmlLang = (locale: Locale): Plugin => ({
  name: 'html-lang',
  transformIndexHtml: (html) => html.replace(/<html lang="[^"]*">/, `<html lang="${locale}">`),
});

/**
 * What makes a build one language's (scripts/build.mjs builds them all): its copy, its
 * addresses and its <html lang> are fixed here, so no page carries another language's words.
 */
export const languageConfig = (locale: Locale) => ({
  // Turnstile's site key is the Worker's setting's name too, so the operator names it once.
  envPrefix: ['VITE_', 'TURNSTILE_SITE_KEY'],
  plugins: [content(locale), vanillaExtractPlugin(), responsiveImages(), htmlLang(locale)],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_LOCALE__: JSON.stringify(locale),
  },
});

export default defineConfig(({ isSsrBuild }) =>
  mergeConfig(languageConfig(parseLocale(process.env.SITE_LOCALE)), {
    // The content manager at /admin/ under `npm run dev`: its bundle as the admin build rewrites
    // it, not pre-bundled.
    plugins: [offlineUntilSignIn()],
    optimizeDeps: { exclude: ['@sveltia/cms'] },
    build: {
      // No polyfill, so the boot script is a single request. Browsers without native module
      // preloading (Safari before 17) then fetch a chunk's imports as they meet them instead.
      modulePreload: { polyfill: false },
      // One stylesheet for the site, which the prerender step inlines into every page.
      cssCodeSplit: false,
      // The server build (for the prerender) is one bundle; chunks are the browser's concern.
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  // src/main.tsx, the boot script, and what it imports statically: one small chunk
                  // free of React, the page's only script before its load event (`npm run size`
                  // checks its budget).
                  {
                    name: staticGraphGroup(source('main.tsx'), 'boot'),
                    debugName: 'boot',
                    priority: 4,
                  },
                  // The framework changes less often than the site: its own long-cached chunk.
                  {
                    name: 'framework',
                    priority: 3,
                    test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)[\\/]/,
                  },
                  // The app shell the boot script hydrates with (layout, header, navigation…),
                  // and what it imports statically: every page loads it, so what the pages share
                  // with it comes with it rather than as chunks of their own.
                  {
                    name: staticGraphGroup(source('app/loading/hydrate.tsx'), 'hydrate'),
                    debugName: 'hydrate',
                    priority: 2,
                  },
                  // The case studies' data and wording, which the services page, the list and each
                  // study share: theirs alone, rather than in every page's shared chunk.
                  {
                    name: 'case-studies',
                    test: /virtual:content\/case-studies(-page\.yaml)?$|[\\/]assets[\\/]case-studies[\\/]/,
                    priority: 1.5,
                  },
                  // The icon set beyond the layout's (components/ui/LayoutIcon.tsx): a chunk of its
                  // own, fetched by the pages that show such icons, not with the shared chunk every
                  // page loads.
                  {
                    name: 'icons',
                    test: /[\\/]src[\\/]components[\\/]ui[\\/](icons\.ts|Icon\.tsx)$/,
                    priority: 1.2,
                  },
                  // Code most pages share (buttons, headings, the recipe runtime…) in one
                  // chunk rather than a request per sub-kilobyte piece; code only two pages share
                  // (the carousel of the home and about pages) stays out of the others' first load.
                  { name: 'shared', minShareCount: 3, priority: 1 },
                ],
              },
            },
          },
    },
    preview: { port: 4173 },
  }),
);
