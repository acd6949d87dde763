import type { Content } from './schema/index';

/** The address on one line, as the copy, the contact cards and the footer write it. */
export const formatAddress = (address: Content<'company.yaml'>['address']) =>
  `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;

/** Weekdays as the company's file names them, Monday first. */
export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** 2024-01-01 was a Monday: the day a weekday's index counts from. */
const monday = Date.UTC(2024, 0, 1);
const day = (weekday: (typeof weekdays)[number]) => monday + weekdays.indexOf(weekday) * 86_400_000;
const at = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return monday + (hours * 60 + minutes) * 60_000;
};

/**
 * Intl's thin space around a range's dash and narrow no-break space before AM, as ordinary and
 * no-break spaces: the web font has those, and the text is the same whichever ICU (Node's, a
 * browser's) wrote it.
 */
const plainSpaces = (text: string) => text.replace(/\u2009/g, ' ').replace(/\u202f/g, '\u00a0');

/**
 * Opening hours in a language's own words (Intl): "Mon – Fri, 8 AM – 6 PM CT" in en-US, "lun
 * – vie, 8 a.m. – 6 p.m. CT" in es-US, minutes only when a time has them. At build time
 * ({hours}): browsers' ICU data differ.
 */
export function formatHours(
  { from, to, opens, closes, timeZone }: Content<'company.yaml'>['hours'],
  tag: string,
): string {
  const days = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }).formatRange(
    day(from),
    day(to),
  );
  const onTheHour = [opens, closes].every((time) => time.endsWith(':00'));
  const times = new Intl.DateTimeFormat(tag, {
    hour: 'numeric',
    minute: onTheHour ? undefined : '2-digit',
    timeZone: 'UTC',
  }).formatRange(at(opens), at(closes));
  return plainSpaces(`${days}, ${times} ${timeZone}`);
}

/**
 * How a language writes a long date, read from Intl at build time (`virtual:content/long-date`):
 * its month names and the order of day, month and year ('{day} de {month} de {year}'), so pages
 * write dates without starting ICU.
 */
export function longDateForm(tag: string) {
  const format = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const parts = (month: number) => format.formatToParts(Date.UTC(2026, month, 1));
  const months = Array.from(
    { length: 12 },
    (_, month) => parts(month).find(({ type }) => type === 'month')?.value,
  );
  return {
    months,
    pattern: parts(0)
      .map(({ type, value }) => (type === 'literal' ? value : `{${type}}`))
      .join(''),
  };
}
