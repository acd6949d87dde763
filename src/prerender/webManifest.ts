import { localePath, siteLocale } from '../content/locale';
import { seo } from '../app/seo';
import { site } from '../content/site';

/** Where the language's manifest is: each language has one, starting on its own home page. */
export const webManifestPath = localePath('/manifest.webmanifest');

/** The web app manifest: name, colours and icons when the site is installed or pinned. */
export const webManifest = () => ({
  name: site.name,
  short_name: site.shortName,
  description: site.blurb,
  lang: siteLocale,
  start_url: localePath('/'),
  // Both languages are one site: an installed copy follows the switcher to the other.
  scope: '/',
  display: 'browser',
  theme_color: seo.themeColor,
  background_color: seo.backgroundColor,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
});
