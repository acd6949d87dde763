import { absoluteUrl } from '../content/seo';
import type { RouteDef } from '../app/routes';

/** sitemap.xml: every page of the route table but those marked noindex (the 404 page is not in the table). */
export const sitemapXml = (routes: readonly RouteDef[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...routes.filter((route) => !route.noindex).map(({ path }) => `  <url><loc>${absoluteUrl(path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

/** robots.txt: everything may be crawled; the sitemap says what there is. */
export const robotsTxt = () => ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n');
