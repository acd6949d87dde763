import longDate from 'virtual:content/long-date';
import { fill } from '../../content/template';

/**
 * An ISO calendar date ('2026-11-22') as the page's language writes it ('November 22, 2026', '22 de
 * noviembre de 2026') in every time zone, with the month names and order Intl gave the build: no
 * ICU start on the page.
 */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return fill(longDate.pattern, {
    year: date.getUTCFullYear(),
    month: longDate.months[date.getUTCMonth()] ?? '',
    day: date.getUTCDate(),
  });
}
