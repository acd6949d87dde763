// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatHours } from '../../src/content/format';
import { loadContent } from '../../src/content/build/read';

// Intl separates ranges with thin and narrow spaces: compare the words, not the spaces.
const words = (text: string) => text.replace(/\s+/g, ' ');

describe('opening hours', () => {
  const weekdays = {
    from: 'Monday',
    to: 'Friday',
    opens: '08:00',
    closes: '18:00',
    timeZone: 'CT',
  } as const;

  it('are written the way each language writes days and times', () => {
    expect(words(formatHours(weekdays, 'en-US'))).toBe('Mon – Fri, 8 AM – 6 PM CT');
    expect(words(formatHours(weekdays, 'es-US'))).toBe('lun – vie, 8 a.m. – 6 p.m. CT');
  });

  it('use only spaces the web font has, whatever ICU wrote them', () => {
    for (const tag of ['en-US', 'es-US'])
      expect(formatHours(weekdays, tag)).toMatch(/^[\p{L}\p{N}.,:– \u00a0]+$/u);
  });

  it('give the minutes when a time has them', () => {
    expect(
      words(formatHours({ ...weekdays, from: 'Tuesday', to: 'Saturday', opens: '07:30' }, 'en-US')),
    ).toBe('Tue – Sat, 7:30 AM – 6:00 PM CT');
  });

  it('come from the company file, the same for every language', () => {
    expect(loadContent('company.yaml').hours).toEqual(weekdays);
  });
});
