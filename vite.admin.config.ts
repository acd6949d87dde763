// The company's pages' build: the content manager (admin/index.html → dist/admin/index.html)
// and the leads' inbox (admin/leads/index.html → dist/admin/leads/index.html), kept apart from
// the site's build so none of their code, chunks or styles reach a visitor's page.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { cmsContentSecurityPolicy, inboxContentSecurityPolicy } from './scripts/hosting.mjs';
import { adminPaths } from './src/addresses.mjs';
import { content } from './src/content/build/plugin.ts';
import { parseLocale } from './src/content/locale.ts';

/** Each page's policy in a <meta> too, ahead of any script, as every page of the site carries its own. */
const policyMeta = (): Plugin => ({
  name: 'admin-policy-meta',
  apply: 'build',
  transformIndexHtml: (html, { path }) => {
    const policy = path.startsWith(`${adminPaths.inbox}/`)
      ? inboxContentSecurityPolicy({ delivery: 'meta' })
      : cmsContentSecurityPolicy({ delivery: 'meta' });
    return html.replace(
      /<meta charset="UTF-8" \/>/,
      (charset) =>
        `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
    );
  },
});

/**
 * Two things in Sveltia CMS's npm build would reach other hosts as soon as /admin/ opens,
 * before anyone signs in; both are rewritten here, and the build fails if a later version
 * no longer has them where expected (look again at what it loads, then adjust):
 * - its fonts: it registers them from files it ships (FontFace objects made at start), yet
 *   its interface library also injects @font-face rules naming a font CDN. Those are dropped.
 * - GitHub's status page, asked every five minutes to show an outage notice: it is answered
 *   in place with "no incident", so the page talks to GitHub only once an editor signs in.
 * The development server (`npm run dev`, where editors work on a local checkout) applies it too.
 */
const cdnFontFace = /@font-face \{[^}]*https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^}]*\}/g;
const githubStatus = 'https://www.githubstatus.com/api/v2/status.json';
const noIncident = `data:application/json,${JSON.stringify({ status: { indicator: 'none' } })}`;
export const offlineUntilSignIn = (): Plugin => ({
  name: 'cms-offline-until-sign-in',
  transform(code, id) {
    if (!/[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js(\?.*)?$/.test(id)) return null;
    if (!code.match(cdnFontFace))
      this.error(
        'Sveltia CMS: no CDN @font-face rules found to drop; check how this version loads its fonts.',
      );
    if (!code.includes(githubStatus))
      this.error(
        "Sveltia CMS: GitHub's status address not found; check what this version asks before sign-in.",
      );
    const rewritten = code.replace(cdnFontFace, '').replace(githubStatus, noIncident);
    if (/url\(https:\/\//.test(rewritten))
      this.error('Sveltia CMS still names a stylesheet resource on another host.');
    return { code: rewritten, map: null };
  },
});

export default defineConfig({
  // The content files become data, as in the site's build (the CMS's title names the company);
  // the inbox is styled with the site's tokens and components, as vanilla-extract files.
  plugins: [
    content(parseLocale(process.env.SITE_LOCALE)),
    vanillaExtractPlugin(),
    policyMeta(),
    offlineUntilSignIn(),
  ],
  build: {
    emptyOutDir: false,
    copyPublicDir: false,
    // The CMS is one 2 MB application (about 600 KB compressed), loaded only by editors.
    chunkSizeWarningLimit: 2500,
    rolldownOptions: { input: ['admin/index.html', 'admin/leads/index.html'] },
  },
});
