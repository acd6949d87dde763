import caseStudies from 'virtual:content/case-studies';
import { siteLocale } from '../content/locale';
import { absoluteUrl, pageUrl, seo, siteUrl } from '../app/seo';
import { site } from '../content/site';
import { breadcrumbsFor } from '../app/breadcrumbs';
import { notFoundRoute, type RouteDef } from '../app/routes';
import type { CaseStudy } from '../content/types';

const organizationId = `${siteUrl}/#organization`;

/** The company, for the home page. */
export const businessData = () => ({
  '@type': seo.businessType,
  '@id': organizationId,
  name: site.name,
  description: site.blurb,
  url: pageUrl('/'),
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
const breadcrumbData = (route: RouteDef) => ({
  '@type': 'BreadcrumbList',
  itemListElement: breadcrumbsFor(route).map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: pageUrl(crumb.path ?? route.path),
  })),
});

/** A case study, written and published by the company. */
const articleData = (study: CaseStudy) => ({
  '@type': 'Article',
  inLanguage: siteLocale,
  headline: study.title,
  description: study.description,
  image: absoluteUrl(study.cover.image.src),
  datePublished: study.date,
  url: pageUrl(study.path),
  mainEntityOfPage: pageUrl(study.path),
  about: study.sector,
  author: { '@id': organizationId },
  publisher: {
    '@type': seo.businessType,
    '@id': organizationId,
    name: site.name,
    url: pageUrl('/'),
    logo: absoluteUrl(seo.logoPath),
  },
});

/** A page and the language it is written in. */
const webPageData = (route: RouteDef) => ({
  '@type': 'WebPage',
  '@id': pageUrl(route.path),
  url: pageUrl(route.path),
  name: route.title,
  inLanguage: siteLocale,
});

/** A route's structured data: the company on the home page, the trail elsewhere, a case study's article, the page's language. */
export function structuredDataFor(route: RouteDef): object[] {
  const study = caseStudies.find(({ path }) => path === route.path);
  // An unknown address is no page of the site.
  const page = route.path === notFoundRoute.path ? [] : [webPageData(route)];
  const trail = route.heading ? [breadcrumbData(route)] : [];
  const data =
    route.path === '/'
      ? [businessData(), ...page]
      : [...(study ? [articleData(study)] : []), ...page, ...trail];
  return data.map((item) => ({ '@context': 'https://schema.org', ...item }));
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can end it early. */
export const serializeJsonLd = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');
