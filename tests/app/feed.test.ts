import { describe, expect, it } from 'vitest';
import caseStudies from 'virtual:content/case-studies';
import { defaultSiteUrl } from '../../src/app/seo';
import { caseStudiesFeed } from '../../src/prerender/feed';

const feed = new DOMParser().parseFromString(caseStudiesFeed(), 'application/xml');
const text = (parent: Element | Document, selector: string) =>
  parent.querySelector(selector)?.textContent;

describe('the case studies feed', () => {
  it('is an Atom feed that names itself and the list it follows', () => {
    expect(feed.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(feed.querySelector('link[rel="self"]')?.getAttribute('href')).toBe(
      `${defaultSiteUrl}/case-studies/feed.xml`,
    );
    expect(feed.querySelector('feed > link[rel="alternate"]')?.getAttribute('href')).toBe(
      `${defaultSiteUrl}/case-studies`,
    );
    expect(text(feed, 'feed > updated')).toBe(`${caseStudies[0]?.date}T00:00:00Z`);
  });

  it('has the three studies, newest first, each with its address, date and summary', () => {
    const entries = [...feed.querySelectorAll('entry')];
    expect(entries).toHaveLength(3);
    expect(entries.map((entry) => text(entry, 'title'))).toEqual(
      caseStudies.map(({ title }) => title),
    );
    const published = entries.map((entry) => text(entry, 'published') ?? '');
    expect(published).toEqual([...published].sort().reverse());
    for (const [index, entry] of entries.entries()) {
      const study = caseStudies[index]!;
      expect(text(entry, 'id')).toBe(`${defaultSiteUrl}${study.path}`);
      expect(entry.querySelector('link')?.getAttribute('href')).toBe(
        `${defaultSiteUrl}${study.path}`,
      );
      expect(text(entry, 'summary')).toBe(study.summary);
    }
  });
});
