// How the inbox writes times and builds the reply link.
import { replySubject } from './words';

// Day, month name and 24-hour time: unambiguous for staff in any country.
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatTime = (ms: number) => dateTime.format(ms);
export const isoTime = (ms: number) => new Date(ms).toISOString();

/** A `mailto:` link to the lead, its subject in the lead's language with its reference. */
export const replyLink = ({
  email,
  locale,
  reference,
}: {
  email: string;
  locale: string;
  reference: string;
}) =>
  `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(replySubject(locale, reference))}`;

const count = new Intl.NumberFormat('en-GB');
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });
// The counts' days are UTC days (worker/traffic/visitor.ts), named as such wherever staff are.
const day = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export const formatCount = (value: number) => count.format(value);
/** The share of `whole` that `part` is; a dash where there is no whole to take a share of. */
export const formatShare = (part: number, whole: number) =>
  whole > 0 ? percent.format(part / whole) : '–';
export const formatDay = (ms: number) => day.format(ms);
