import { localeSettings, siteLocale } from '../../content/locale';

// Made at the first date shown, not as the module loads: the first date format a page makes starts
// ICU's calendar and time zones, 25–45 ms on the Lighthouse machine, and every page loads this module.
let longDate: Intl.DateTimeFormat | undefined;

/**
 * An ISO calendar date ('2026-11-22') as the page's language writes it ('November 22, 2026',
 * '22 de noviembre de 2026'), the same on the prerender server and in every visitor's time zone.
 */
export function formatLongDate(isoDate: string): string {
  longDate ??= new Intl.DateTimeFormat(localeSettings[siteLocale].tag, { dateStyle: 'long', timeZone: 'UTC' });
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
