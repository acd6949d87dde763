import { localeSettings, siteLocale } from '../../content/locale';

const longDate = new Intl.DateTimeFormat(localeSettings[siteLocale].tag, { dateStyle: 'long', timeZone: 'UTC' });

/**
 * An ISO calendar date ('2026-11-22') as the page's language writes it ('November 22, 2026',
 * '22 de noviembre de 2026'), the same on the prerender server and in every visitor's time zone.
 */
export const formatLongDate = (isoDate: string): string => longDate.format(new Date(`${isoDate}T00:00:00Z`));
