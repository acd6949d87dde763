import { absoluteUrl, seo, siteUrl } from '../content/seo';
import { site } from '../content/site';
import { breadcrumbsFor } from '../app/breadcrumbs';
import type { RouteDef } from '../app/routes';

/** The schema.org vocabulary this site uses, typed so a missing field fails the build. */
type PostalAddress = {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: string;
};

export type Business = {
  '@context': 'https://schema.org';
  '@type': typeof seo.businessType;
  '@id': string;
  name: string;
  description: string;
  url: string;
  logo: string;
  image: string;
  telephone: string;
  email: string;
  address: PostalAddress;
  sameAs: string[];
};

export type BreadcrumbList = {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
};

/** The company, for the home page. */
export const businessData = (): Business => ({
  '@context': 'https://schema.org',
  '@type': seo.businessType,
  '@id': `${siteUrl}/#organization`,
  name: site.name,
  description: site.blurb,
  url: absoluteUrl('/'),
  logo: absoluteUrl(seo.logoPath),
  image: absoluteUrl(seo.shareImage.path),
  telephone: site.phone.href.replace(/^tel:/, ''),
  email: site.email,
  address: {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  },
  sameAs: site.social.map(({ href }) => href),
});

/** The trail of an inner page; the last crumb (the page itself) links to its own URL. */
export const breadcrumbData = (route: RouteDef): BreadcrumbList => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: breadcrumbsFor(route).map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: absoluteUrl(crumb.path ?? route.path),
  })),
});

/** The structured data of a route: the company on the home page, the trail elsewhere. */
export function structuredDataFor(route: RouteDef): Business | BreadcrumbList | null {
  if (route.path === '/') return businessData();
  return route.heading ? breadcrumbData(route) : null;
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can end it early. */
export const serializeJsonLd = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');
