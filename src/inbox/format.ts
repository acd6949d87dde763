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
