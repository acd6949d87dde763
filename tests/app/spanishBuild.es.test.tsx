// @vitest-environment node
// The Spanish build (SITE_LOCALE=es): the same code, its pages under /es.
import { describe, expect, it } from 'vitest';
import {
  caseStudiesFeed,
  notFoundRoute,
  render,
  renderHead,
  routes,
  siteLocale,
  sitemapXml,
  webManifest,
  webManifestPath,
} from '../../src/entry-server';
import { loadContent } from '../../src/content/build/read';
import { defaultSiteUrl } from '../../src/app/seo';

const url = (path: string) => `${defaultSiteUrl}${path}`;
const route = (path: string) => routes.find((candidate) => candidate.path === path)!;
const jsonLd = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) =>
    JSON.parse(json ?? 'null'),
  );

describe('the Spanish build', () => {
  it('is in Spanish and reads the Spanish content files', () => {
    expect(siteLocale).toBe('es');
    expect(route('/services').heading).toBe(loadContent('pages.yaml', 'es').services.heading);
  });

  it('names each page by its /es address, with both languages and English as the default', () => {
    const head = renderHead(route('/services'));
    expect(head).toContain(`<link rel="canonical" href="${url('/es/services')}" />`);
    expect(head).toContain(`<meta property="og:url" content="${url('/es/services')}" />`);
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${url('/services')}" />`);
    expect(head).toContain(`<link rel="alternate" hreflang="es" href="${url('/es/services')}" />`);
    expect(head).toContain(
      `<link rel="alternate" hreflang="x-default" href="${url('/services')}" />`,
    );
    expect(head).toContain('<meta property="og:locale" content="es_US" />');
    expect(head).toContain('<meta property="og:locale:alternate" content="en_US" />');
    expect(head).toContain('<link rel="manifest" href="/es/manifest.webmanifest" />');
  });

  it('gives the Spanish home page the address the host serves it at, /es', () => {
    expect(renderHead(route('/'))).toContain(`<link rel="canonical" href="${url('/es')}" />`);
  });

  it('says the language in the structured data, and links the trail within the language', () => {
    const study = routes.find(({ page }) => page === 'CaseStudyPage')!;
    const data = jsonLd(renderHead(study));
    expect(data.find((item) => item['@type'] === 'Article')).toMatchObject({
      inLanguage: 'es',
      url: url(`/es${study.path}`),
    });
    expect(data.find((item) => item['@type'] === 'WebPage')).toMatchObject({
      inLanguage: 'es',
      url: url(`/es${study.path}`),
    });
    expect(
      data
        .find((item) => item['@type'] === 'BreadcrumbList')
        .itemListElement.map(({ item }: { item: string }) => item),
    ).toEqual([url('/es'), url('/es/case-studies'), url(`/es${study.path}`)]);
  });

  it('renders links that stay in Spanish, and a switcher to the same page in English', async () => {
    const html = await render('/services');
    expect(html).toContain('href="/es/contact"');
    expect(html).toContain('href="/es"');
    expect(html).not.toMatch(/href="\/(?:services|contact|about)"(?! hrefLang)/);
    expect(html).toContain('<a href="/services" hrefLang="en" lang="en"');
  });

  it('offers the English home page from an unknown address', async () => {
    expect(await render(notFoundRoute.path)).toContain('<a href="/" hrefLang="en" lang="en"');
  });

  it('lists both languages in the sitemap, and writes its own feed and manifest', () => {
    expect(sitemapXml()).toContain(`<loc>${url('/es/about')}</loc>`);
    expect(caseStudiesFeed()).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">');
    expect(caseStudiesFeed()).toContain(
      `<link rel="self" type="application/atom+xml" href="${url('/es/case-studies/feed.xml')}"/>`,
    );
    expect(webManifestPath).toBe('/es/manifest.webmanifest');
    expect(webManifest()).toMatchObject({ lang: 'es', start_url: '/es' });
  });
});
