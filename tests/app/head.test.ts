// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../src/prerender/crawlerFiles';
import { renderHead } from '../../src/prerender/head';
import { indexedRoutes, notFoundRoute, routes } from '../../src/app/routes';
import { businessData, serializeJsonLd } from '../../src/prerender/structuredData';
import { webManifest } from '../../src/prerender/webManifest';
import { defaultSiteUrl, routeMeta, seo } from '../../src/app/seo';
import caseStudies from 'virtual:content/case-studies';
import { site } from '../../src/content/site';

const jsonLdOf = (head: string) =>
  JSON.parse(head.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? 'null');
/** Every structured data block of a head, by its type. */
const jsonLdByType = (head: string): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => {
      const data = JSON.parse(json ?? 'null');
      return [data['@type'], data];
    }),
  );
const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const metaContent = (head: string, key: string) => {
  const content = head.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
  return content === undefined ? undefined : unescape(content);
};

describe('head tags', () => {
  it('gives every page a unique title and description', () => {
    expect(new Set(routes.map((route) => route.title)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.description)).size).toBe(routes.length);
  });

  it.each(routes)('$path has its canonical URL and share tags against the site URL', (route) => {
    const head = renderHead(route);
    const url = `${defaultSiteUrl}${route.path}`;
    expect(head).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaContent(head, 'og:url')).toBe(url);
    expect(metaContent(head, 'og:title')).toBe(route.title);
    expect(metaContent(head, 'twitter:description')).toBe(route.description);
    expect(metaContent(head, 'og:image')).toBe(`${defaultSiteUrl}/share-image.png`);
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
  });

  it('carries the vector icon in the page, the same drawing as the icon file', () => {
    const href =
      renderHead(routes[0]!).match(
        /<link rel="icon" href="([^"]+)" type="image\/svg\+xml" \/>/,
      )?.[1] ?? '';
    const [scheme, encoded = ''] = href.split(',');
    expect(scheme).toBe('data:image/svg+xml');
    const file = readFileSync('public/favicon.svg', 'utf8').trim().replace(/\s+/g, ' ');
    expect(decodeURIComponent(encoded).replace(/'/g, '"')).toBe(file);
  });

  it.each(routes)('$path links its English and Spanish versions, English the default', (route) => {
    const head = renderHead(route);
    const spanishPath = route.path === '/' ? '/es' : `/es${route.path}`;
    expect(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ).toEqual([
      ['en', `${defaultSiteUrl}${route.path}`],
      ['es', `${defaultSiteUrl}${spanishPath}`],
      ['x-default', `${defaultSiteUrl}${route.path}`],
    ]);
    expect(metaContent(head, 'og:locale')).toBe('en_US');
    expect(metaContent(head, 'og:locale:alternate')).toBe('es_US');
    expect(jsonLdByType(head).WebPage).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      '@id': `${defaultSiteUrl}${route.path}`,
      url: `${defaultSiteUrl}${route.path}`,
      name: route.title,
      inLanguage: 'en',
    });
  });

  it('keeps the 404 page out of the index and without a canonical URL or language versions', () => {
    const head = renderHead(notFoundRoute);
    expect(metaContent(head, 'robots')).toBe('noindex');
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('hreflang');
    expect(jsonLdByType(head).WebPage).toBeUndefined();
    expect(routeMeta(routes[0]!).meta.some(({ key }) => key === 'robots')).toBe(false);
  });

  it('puts the meta security policy first, before any resource it governs', () => {
    const head = renderHead(routes[0]!, { contentSecurityPolicy: "default-src 'none'" });
    expect(
      head.startsWith(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'" />`),
    ).toBe(true);
  });

  it('describes the company on the home page from the site details', () => {
    const data = jsonLdOf(renderHead(routes.find((route) => route.path === '/')!));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: site.name,
      url: `${defaultSiteUrl}/`,
      logo: `${defaultSiteUrl}/icons/icon-512.png`,
      telephone: '+19725550147',
      email: site.email,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Plano',
        addressRegion: 'TX',
        postalCode: '75093',
        addressCountry: 'US',
      },
      sameAs: site.social.map(({ href }) => href),
    });
  });

  it.each(routes.filter((route) => route.heading && route.page !== 'CaseStudyPage'))(
    'gives $path a breadcrumb trail from Home',
    (route) => {
      expect(jsonLdByType(renderHead(route)).BreadcrumbList).toEqual({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${defaultSiteUrl}/` },
          {
            '@type': 'ListItem',
            position: 2,
            name: route.heading,
            item: `${defaultSiteUrl}${route.path}`,
          },
        ],
      });
    },
  );

  it.each(caseStudies)(
    'shares $path as an article the company published, under the case studies in its trail',
    (study) => {
      const head = renderHead(routes.find((route) => route.path === study.path)!);
      const { Article, BreadcrumbList } = jsonLdByType(head);
      expect(Article).toMatchObject({
        inLanguage: 'en',
        headline: study.title,
        description: study.description,
        datePublished: study.date,
        url: `${defaultSiteUrl}${study.path}`,
        image: expect.stringMatching(/^https:\/\/www\.vantix\.example\/.+\.(svg|png|jpg)$/),
        publisher: {
          '@type': 'ProfessionalService',
          name: site.name,
          logo: `${defaultSiteUrl}/icons/icon-512.png`,
        },
      });
      expect(BreadcrumbList?.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${defaultSiteUrl}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Case studies',
          item: `${defaultSiteUrl}/case-studies`,
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: study.title,
          item: `${defaultSiteUrl}${study.path}`,
        },
      ]);
      expect(metaContent(head, 'og:type')).toBe('article');
      expect(metaContent(head, 'article:published_time')).toBe(study.date);
    },
  );

  it('links the case studies list to its feed, and no other page', () => {
    const withFeed = routes.filter((route) => renderHead(route).includes('application/atom+xml'));
    expect(withFeed.map(({ path }) => path)).toEqual(['/case-studies']);
    expect(renderHead(withFeed[0]!)).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Case studies | ${site.name}" href="${defaultSiteUrl}/case-studies/feed.xml" />`,
    );
    expect(metaContent(renderHead(withFeed[0]!), 'og:type')).toBe('website');
  });

  it('keeps structured data from closing its script element', () => {
    const json = serializeJsonLd({ ...businessData(), name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('crawler files and manifest', () => {
  it('lists every page but the 404 and thank-you pages in the sitemap, in English and Spanish', () => {
    const xml = sitemapXml();
    const pageUrls = (path: string) => [
      `${defaultSiteUrl}${path}`,
      `${defaultSiteUrl}${path === '/' ? '/es' : `/es${path}`}`,
    ];
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc)).toEqual(
      indexedRoutes.flatMap(({ path }) => pageUrls(path)),
    );
    expect(xml).not.toContain('404');
    expect(xml).not.toContain('thank-you');
  });

  it('gives each page of the sitemap its versions in both languages, and English as the default', () => {
    const entries = sitemapXml().split('<url>').slice(1);
    const services = entries.filter((entry) => /<loc>[^<]*\/services<\/loc>/.test(entry));
    expect(services).toHaveLength(2);
    for (const entry of services) {
      expect(
        [
          ...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
        ].map(([, lang, href]) => [lang, href]),
      ).toEqual([
        ['en', `${defaultSiteUrl}/services`],
        ['es', `${defaultSiteUrl}/es/services`],
        ['x-default', `${defaultSiteUrl}/services`],
      ]);
    }
  });

  it('points crawlers at the sitemap', () => {
    expect(robotsTxt()).toContain(`Sitemap: ${defaultSiteUrl}/sitemap.xml`);
    expect(robotsTxt()).toMatch(/^User-agent: \*\nAllow: \//);
  });

  it('names the site in the manifest with the theme colours and installable icon sizes', () => {
    const manifest = webManifest();
    expect(manifest).toMatchObject({
      name: site.name,
      lang: 'en',
      start_url: '/',
      theme_color: seo.themeColor,
      background_color: seo.backgroundColor,
    });
    expect(manifest.icons.map(({ sizes }) => sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });
});
