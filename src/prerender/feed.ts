import { findRoute } from '../app/routes';
import caseStudies from 'virtual:content/case-studies';
import caseStudiesCopy from 'virtual:content/case-studies-page.yaml';
import { feedPath, pagePaths } from '../addresses.mjs';
import type { CaseStudy } from '../content/types';
import { localePath, siteLocale } from '../content/locale';
import { absoluteUrl, pageUrl } from '../app/seo';
import { site } from '../content/site';
import { escapeHtml } from './head';

/** A calendar date as the instant Atom wants: midnight UTC. */
const instant = (isoDate: string) => `${isoDate}T00:00:00Z`;

const entry = (study: CaseStudy) =>
  [
    '  <entry>',
    `    <id>${pageUrl(study.path)}</id>`,
    `    <title>${escapeHtml(study.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${pageUrl(study.path)}"/>`,
    `    <published>${instant(study.date)}</published>`,
    `    <updated>${instant(study.date)}</updated>`,
    `    <category term="${escapeHtml(study.sector)}"/>`,
    `    <summary>${escapeHtml(study.summary)}</summary>`,
    '  </entry>',
  ].join('\n');

/** The case studies as an Atom feed in the build's language, newest first (/case-studies/feed.xml, /es/case-studies/feed.xml). */
export function caseStudiesFeed(): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${siteLocale}">`,
    `  <id>${pageUrl(pagePaths.caseStudies)}</id>`,
    `  <title>${escapeHtml(findRoute(pagePaths.caseStudies).title)}</title>`,
    `  <subtitle>${escapeHtml(caseStudiesCopy.feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${absoluteUrl(localePath(feedPath))}"/>`,
    `  <link rel="alternate" type="text/html" href="${pageUrl(pagePaths.caseStudies)}"/>`,
    `  <updated>${instant(caseStudies[0]?.date ?? '1970-01-01')}</updated>`,
    `  <author><name>${escapeHtml(site.name)}</name><uri>${pageUrl('/')}</uri></author>`,
    ...caseStudies.map(entry),
    '</feed>',
    '',
  ].join('\n');
}
