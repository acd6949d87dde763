// The content manager's build: a second entry, admin/index.html → dist/admin/index.html,
// kept apart from the site's build so none of its code, chunks or styles reach a visitor's page.
import { defineConfig, type Plugin } from 'vite';
import { adminContentSecurityPolicy } from './scripts/hosting.mjs';

/** The admin policy in a <meta> too, ahead of any script, as every page of the site carries its own. */
const policyMeta = (): Plugin => ({
  name: 'admin-policy-meta',
  apply: 'build',
  transformIndexHtml: (html) =>
    html.replace(/<meta charset="UTF-8" \/>/, (charset) => `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${adminContentSecurityPolicy({ delivery: 'meta' })}" />`),
});

/**
 * Sveltia CMS's npm build registers its fonts from files it ships (FontFace objects made at
 * start), yet its interface library still injects @font-face rules pointing at a font CDN.
 * Those rules are dropped here, so no font is requested from another host; the build fails
 * if a later version no longer has them where expected, or names another CDN.
 */
const cdnFontFace = /@font-face \{[^}]*https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^}]*\}/g;
const selfHostedFonts = (): Plugin => ({
  name: 'cms-self-hosted-fonts',
  apply: 'build',
  transform(code, id) {
    if (!/[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/.test(id)) return null;
    const stripped = code.replace(cdnFontFace, '');
    if (stripped === code) this.error('Sveltia CMS: no CDN @font-face rules found to drop; check how this version loads its fonts.');
    if (/url\(https:\/\//.test(stripped)) this.error('Sveltia CMS still names a stylesheet resource on another host.');
    return { code: stripped, map: null };
  },
});

export default defineConfig({
  plugins: [policyMeta(), selfHostedFonts()],
  build: {
    emptyOutDir: false,
    copyPublicDir: false,
    // The CMS is one 2 MB application (about 600 KB compressed), loaded only by editors.
    chunkSizeWarningLimit: 2500,
    rolldownOptions: { input: 'admin/index.html' },
  },
});
