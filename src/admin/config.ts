import type { CmsConfig } from '@sveltia/cms';
import { site } from '../content/site';
import { apiPaths } from '../addresses.mjs';
import { contentCollections, contentI18n } from './collections';

/**
 * The content manager's configuration, typed by Sveltia CMS itself. It is given in full
 * here (no config.yml is fetched); sign-in goes through the site's own Worker, on the
 * origin the CMS is served from.
 */
export function cmsConfig({ origin }: Pick<Location, 'origin'>): CmsConfig {
  return {
    load_config_file: false,
    app_title: `${site.name}: content`,
    // The company's icon, from the site itself (the default logo is fetched as a data: URL).
    logo: { src: '/favicon.svg' },
    backend: {
      name: 'github',
      // The repository and branch the CMS commits to; the host builds and deploys on every push there.
      repo: import.meta.env.VITE_CMS_REPO || 'vantix/website',
      branch: import.meta.env.VITE_CMS_BRANCH || 'main',
      base_url: origin,
      // Relative to base_url, as Sveltia CMS joins them.
      auth_endpoint: apiPaths.cmsAuth.slice(1),
      auth_methods: ['oauth'],
      commit_messages: {
        create: 'Content: add {{collection}} “{{slug}}”',
        update: 'Content: update {{collection}} “{{slug}}”',
        delete: 'Content: delete {{collection}} “{{slug}}”',
        uploadMedia: 'Content: upload “{{path}}”',
        deleteMedia: 'Content: delete “{{path}}”',
      },
    },
    media_folder: 'content/media',
    public_folder: '/content/media',
    show_preview_links: false,
    output: { omit_empty_optional_fields: true, yaml: { quote: 'none' } },
    i18n: contentI18n,
    collections: contentCollections,
  };
}
