// @vitest-environment node
import { describe, expect, it } from 'vitest';
import privacyPolicy from 'virtual:content/privacy-policy.md';
import type { PolicyBlock, RichText } from '../../src/content/types';
import { trafficRetentionDays } from '../../src/content/retention';
import { site } from '../../src/content/site';

const plain = (text: RichText) =>
  typeof text === 'string'
    ? text
    : text.map((part) => (typeof part === 'string' ? part : part.text)).join('');
const links = (text: RichText) =>
  typeof text === 'string' ? [] : text.filter((part) => typeof part !== 'string');
const texts = (block: PolicyBlock) => ('list' in block ? block.list : [block.paragraph]);
const section = (id: string) => privacyPolicy.sections.find((s) => s.id === id)!;

describe('privacy policy', () => {
  it('has the ten sections of the specification, in order', () => {
    expect(privacyPolicy.sections.map(({ title }) => title)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'How We Share',
      'Cookies and Tracking',
      'Third-Party Links',
      'Data Security',
      'Your Rights and Choices',
      'Children’s Privacy',
      'Changes',
      'Contact Us',
    ]);
  });

  it('gives every section a unique, URL-friendly anchor and some text', () => {
    const ids = privacyPolicy.sections.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id, blocks } of privacyPolicy.sections) {
      expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(blocks.flatMap(texts).map(plain).join(' ').length).toBeGreaterThan(100);
    }
  });

  it('sends data-rights requests to the company e-mail', () => {
    const rights = section('your-rights-and-choices').blocks.flatMap(texts).flatMap(links);
    expect(rights.map(({ href }) => href.split('?')[0])).toContain(`mailto:${site.email}`);
  });

  it('says the service is not intended for children under 10', () => {
    expect(section('childrens-privacy').blocks.flatMap(texts).map(plain).join(' ')).toContain(
      'not intended for children under 10',
    );
  });

  it('names what the site stores and what it does not: the form draft, no tracking cookies, host logs', () => {
    const all = privacyPolicy.sections
      .flatMap(({ blocks }) => blocks.flatMap(texts))
      .map(plain)
      .join(' ');
    expect(all).toMatch(/draft/);
    expect(section('cookies-and-tracking').blocks.flatMap(texts).map(plain).join(' ')).toMatch(
      /no cookies/,
    );
    expect(all).toMatch(/server logs/i);
  });

  it('says what is kept of where a visit came from, where, for how long, and that it is no tracking', () => {
    const collected = section('information-we-collect').blocks.flatMap(texts).map(plain).join(' ');
    expect(collected).toMatch(
      /the page of this website you arrived on, the name of the website that brought you here .* campaign tags/,
    );
    expect(collected).toMatch(/only for the visit, in this tab’s session storage/);
    expect(collected).toMatch(
      /sent only with a form, never on their own; they set no cookie and go to no third party/,
    );
    expect(collected).toMatch(/keep them with your message or sign-up, and delete them with it/);
  });

  it('says what a page view sends, how visitors are counted without an identifier, that Global Privacy Control is honoured, and how long counts are kept', () => {
    const tracking = section('cookies-and-tracking').blocks.flatMap(texts).map(plain).join(' ');
    expect(tracking).toMatch(/the page’s address, its language, whether the screen is a phone’s/);
    expect(tracking).toMatch(/carries no identifier, and nothing is stored in your browser/);
    expect(tracking).toMatch(/random key drawn for the day/);
    expect(tracking).toMatch(/the key and the day’s codes are deleted as soon as it is over/);
    expect(tracking).toMatch(/Global Privacy Control .* neither sent nor counted/);
    expect(tracking).toContain(`deleted after ${trafficRetentionDays} days`);
  });

  it('was last updated on a real date that is not in the future', () => {
    const updated = new Date(`${privacyPolicy.lastUpdated}T00:00:00Z`);
    expect(updated.toISOString().slice(0, 10)).toBe(privacyPolicy.lastUpdated);
    expect(updated.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
