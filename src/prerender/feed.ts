import { findRoute } from '../app/routes';
import { caseStudies } from '../content/caseStudies';
import { caseStudiesCopy } from '../content/caseStudiesPage';
import { caseStudiesFeedPath, pagePaths } from '../content/pagePaths';
import type { CaseStudy } from '../content/caseStudyTypes';
import { absoluteUrl } from '../content/seo';
import { site } from '../content/site';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A calendar date as the instant Atom wants: midnight UTC. */
const instant = (isoDate: string) => `${isoDate}T00:00:00Z`;

const entry = (study: CaseStudy) =>
  [
    '  <entry>',
    `    <id>${absoluteUrl(study.path)}</id>`,
    `    <title>${escapeXml(study.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${absoluteUrl(study.path)}"/>`,
    `    <published>${instant(study.date)}</published>`,
    `    <updated>${instant(study.date)}</updated>`,
    `    <category term="${escapeXml(study.sector)}"/>`,
    `    <summary>${escapeXml(study.summary)}</summary>`,
    '  </entry>',
  ].join('\n');

/** The case studies as an Atom feed, newest first (/case-studies/feed.xml). */
export function caseStudiesFeed(): string {
  const newest = caseStudies[0];
  const { title } = findRoute(pagePaths.caseStudies);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${absoluteUrl(pagePaths.caseStudies)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>${escapeXml(caseStudiesCopy.feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${absoluteUrl(caseStudiesFeedPath)}"/>`,
    `  <link rel="alternate" type="text/html" href="${absoluteUrl(pagePaths.caseStudies)}"/>`,
    `  <updated>${instant(newest?.date ?? '1970-01-01')}</updated>`,
    `  <author><name>${escapeXml(site.name)}</name><uri>${absoluteUrl('/')}</uri></author>`,
    ...caseStudies.map(entry),
    '</feed>',
    '',
  ].join('\n');
}
