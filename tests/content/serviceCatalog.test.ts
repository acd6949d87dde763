// @vitest-environment node
import { describe, expect, it } from 'vitest';
import services from 'virtual:content/services.yaml';

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

describe('service catalog', () => {
  it('numbers ten services 1 to 10 in display order', () => {
    expect(services.catalog.map(({ id }) => id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('covers each offer of the specification once', () => {
    const offers = [
      /web/i,
      /mobile/i,
      /ui\/ux/i,
      /cloud/i,
      /marketing/i,
      /analysis/i,
      /software/i,
      /machine learning/i,
      /it management/i,
      /artificial intelligence/i,
    ];
    for (const offer of offers) {
      expect(
        services.catalog.filter(({ title }) => offer.test(title)),
        String(offer),
      ).toHaveLength(1);
    }
  });

  it.each(services.catalog)('$title has a real two-sentence description', ({ description }) => {
    const parts = sentences(description);
    expect(parts).toHaveLength(2);
    for (const sentence of parts) {
      expect(sentence).toMatch(/^[A-Z].{20,}[.!?]$/);
    }
  });

  // That each icon is one the site draws is the schema's and the type's to hold (iconNames.ts).
  it('gives every service its own icon', () => {
    const names = services.catalog.map(({ icon }) => icon);
    expect(new Set(names).size).toBe(names.length);
  });
});
