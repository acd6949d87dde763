import caseStudies from 'virtual:content/case-studies';
import { siteLocale } from '../content/locale';
import { absoluteUrl, pageUrl, seo, siteUrl } from '../app/seo';
import { site } from '../content/site';
import { breadcrumbsFor } from '../app/breadcrumbs';
import { notFoundRoute, type RouteDef } from '../app/routes';
import type { CaseStudy } from '../content/types';

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

/** Every page: its address, title and language. */
export type WebPage = {
  '@context': 'https://schema.org';
  '@type': 'WebPage';
  '@id': string;
  url: string;
  name: string;
  inLanguage: string;
};

export type Article = {
  '@context': 'https://schema.org';
  '@type': 'Article';
  inLanguage: string;
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  url: string;
  mainEntityOfPage: string;
  about: string;
  author: { '@id': string };
  publisher: { '@type': typeof seo.businessType; '@id': string; name: string; url: string; logo: string };
};

const organizationId = `${siteUrl}/#organization`;

/** The company, for the home page. */
export const businessData = (): Business => ({
  '@context': 'https://schema.org',
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
export const breadcrumbData = (route: RouteDef): BreadcrumbList => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: breadcrumbsFor(route).map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: pageUrl(crumb.path ?? route.path),
  })),
});

/** A case study, written and published by the company. */
export const articleData = (study: CaseStudy): Article => ({
  '@context': 'https://schema.org',
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
  publisher: { '@type': seo.businessType, '@id': organizationId, name: site.name, url: pageUrl('/'), logo: absoluteUrl(seo.logoPath) },
});

/** A page and the language it is written in. */
export const webPageData = (route: RouteDef): WebPage => ({
  '@context': 'https://schema.org',
  '@type': 'WebPage',
  '@id': pageUrl(route.path),
  url: pageUrl(route.path),
  name: route.title,
  inLanguage: siteLocale,
});

/**
 * The structured data of a route: the company on the home page, the trail elsewhere, and a
 * case study's article; every page says its language.
 */
export function structuredDataFor(route: RouteDef): (Business | WebPage | BreadcrumbList | Article)[] {
  if (route.path === '/') return [businessData(), webPageData(route)];
  const study = caseStudies.find(({ path }) => path === route.path);
  // An unknown address is no page of the site.
  const page = route.path === notFoundRoute.path ? [] : [webPageData(route)];
  return [...(study ? [articleData(study)] : []), ...page, ...(route.heading ? [breadcrumbData(route)] : [])];
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can end it early. */
export const serializeJsonLd = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');
