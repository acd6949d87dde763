// What a notification says: a subject, a plain-text body and the lead as data.
// The company's notices are in its own language (the site's default) and name the
// language the visitor wrote in; an enquirer's acknowledgement and a subscriber's
// confirmation e-mail are in theirs.
import { contactForm, fieldsOf, localeField, type ContactValues } from '../../src/forms/formData';
import { adminPaths, apiPaths } from '../../src/addresses.mjs';
import { stripInvisible } from '../../src/forms/invisibleCharacters.mjs';
import { defaultLanguage, languageOf } from '../language';
import { hourMs } from '../time';
import type { Whole } from './chat';

/** A stored enquiry: the contact form's fields as sent, with the receiver's own columns. */
export type EnquiryRow = ContactValues & {
  id: number;
  reference: string;
  locale: string;
  received_at: number;
};

export type SubscriberRow = {
  id: number;
  reference: string;
  email: string;
  status: string;
  token: string;
  locale: string;
  received_at: number;
};

export type Notice = {
  subject: string;
  text: string;
  data: Record<string, unknown>;
  /** Where the whole of it is, should a chat tool's limit cut it. */
  whole?: Whole;
  /** E-mail only: another recipient than the company's inbox (a confirmation link goes to the subscriber). */
  to?: string;
  replyTo?: string;
};

/** A time in a notice's data, for machines. */
const when = (ms: number) => new Date(ms).toISOString();
/** A time in a notice's text, as the inbox writes it (day, month's name, 24-hour clock), in UTC as the Worker keeps time. */
const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const readable = (ms: number) => `${dateTime.format(ms)} UTC`;

const languageNames = new Intl.DisplayNames([defaultLanguage.locale], { type: 'language' });
/** The visitor's language as the company reads it: `Spanish (es)`. */
const languageLine = (locale: string) =>
  `Language: ${languageNames.of(locale) ?? locale} (${locale})`;

/** What the visitor typed, without the characters that would hide or reorder text in a subject, a chat or an inbox. */
const clean = (row: EnquiryRow): ContactValues =>
  Object.fromEntries(
    fieldsOf(contactForm).map((field) => [
      field,
      stripInvisible(String(row[field] ?? ''), {
        keepLines: contactForm.fields[field].kind === 'textarea',
      }),
    ]),
  ) as ContactValues;

/** The company's inbox, and a lead's page in it. */
const inboxList = (origin: string) => `${origin}${adminPaths.inbox}/`;
const inboxLink = (origin: string, reference: string) =>
  `${inboxList(origin)}?lead=${encodeURIComponent(reference)}`;

export function enquiryNotice(row: EnquiryRow, origin: string): Notice {
  const fields = clean(row);
  const link = inboxLink(origin, row.reference);
  return {
    subject: `Website inquiry from ${fields.name} (${row.reference})`,
    text: [
      `Reference: ${row.reference}`,
      `In the inbox: ${link}`,
      `Received: ${readable(row.received_at)}`,
      languageLine(row.locale),
      ...defaultLanguage.words.contactLines(fields, { headings: false }),
    ].join('\n'),
    data: {
      type: 'enquiry',
      reference: row.reference,
      receivedAt: when(row.received_at),
      locale: row.locale,
      ...fields,
    },
    whole: { reference: row.reference, link },
    replyTo: fields.email,
  };
}

/**
 * The enquirer is told their message arrived, in the language they wrote in: its
 * reference and how to reach the company. Nothing they typed, not even their name, is
 * repeated: the form would otherwise send anyone's words to any address.
 */
export function acknowledgementNotice(row: EnquiryRow): Notice {
  const copy = languageOf(row.locale).copy.acknowledgement;
  return {
    subject: copy.subject(row.reference),
    text: [copy.received, copy.reference(row.reference), copy.contact, copy.notYou].join('\n\n'),
    data: { type: 'acknowledgement', reference: row.reference },
    to: stripInvisible(row.email),
  };
}

/** A subscriber's status in the company's words, by the database's. */
const subscriberStatuses: Record<string, string> = {
  pending: 'not yet confirmed',
  subscribed: 'subscribed',
};

/** A link of a subscriber's: its token, and its language, in which the page answers even once the token is gone. */
const subscriberLink = (path: string, row: SubscriberRow, origin: string) =>
  `${origin}${path}?token=${encodeURIComponent(row.token)}&${localeField}=${encodeURIComponent(row.locale)}`;
const confirmLink = (row: SubscriberRow, origin: string) =>
  subscriberLink(apiPaths.newsletterConfirm, row, origin);

/**
 * The company is told of a sign-up. Without an e-mail service the receiver cannot send
 * the confirmation link itself (`mailsLink` false): the notice carries it, for the company
 * to send to the address; the address stays off the list until its owner confirms.
 */
export function subscriberNotice(
  stored: SubscriberRow,
  origin: string,
  mailsLink: boolean,
): Notice {
  const row = { ...stored, email: stripInvisible(stored.email) };
  const link = confirmLink(row, origin);
  const lines = [
    `Reference: ${row.reference}`,
    `Received: ${readable(row.received_at)}`,
    languageLine(row.locale),
    `E-mail: ${row.email}`,
    `Status: ${subscriberStatuses[row.status] ?? row.status}`,
  ];
  if (!mailsLink && row.status === 'pending') {
    lines.push(
      '',
      'No e-mail service is configured: send this address its confirmation link (do not open it yourself):',
      link,
    );
  }
  return {
    subject: `Newsletter sign-up: ${row.email} (${row.reference})`,
    text: lines.join('\n'),
    whole: { reference: row.reference },
    data: {
      type: 'newsletter',
      reference: row.reference,
      receivedAt: when(row.received_at),
      locale: row.locale,
      email: row.email,
      status: row.status,
      ...(!mailsLink && { confirmLink: link }),
    },
  };
}

/** Double opt-in: the link to the page whose button turns a sign-up into a subscription, in the language it signed up in. */
export function confirmationNotice(row: SubscriberRow, origin: string): Notice {
  const copy = languageOf(row.locale).copy.newsletterFormCopy.confirmMail;
  return {
    subject: copy.subject,
    text: [
      copy.asked(row.email),
      `${copy.confirm}\n${confirmLink(row, origin)}`,
      copy.ignore,
      `${copy.unsubscribe} ${subscriberLink(apiPaths.newsletterUnsubscribe, row, origin)}`,
    ].join('\n\n'),
    data: { type: 'newsletter-confirmation', reference: row.reference },
    to: row.email,
  };
}

/**
 * Many leads in one hour, in one notice: a line for each (reference, when, name, address) with
 * its page in the inbox. Each lead's full notice is its page.
 */
export function digestNotice(rows: EnquiryRow[], origin: string): Notice {
  const lines = rows.map((row) => {
    const { name, email } = clean(row);
    return `${row.reference} · ${readable(row.received_at)} · ${name} · ${email}\n${inboxLink(origin, row.reference)}`;
  });
  const count = `${rows.length} ${rows.length === 1 ? 'inquiry' : 'inquiries'}`;
  return {
    subject: `Website: ${count} in one digest`,
    text: [
      `Many leads came in within the hour, so their notices come together: ${count}, each with its page in the inbox.`,
      ...lines,
      `All leads: ${inboxList(origin)}`,
    ].join('\n\n'),
    data: { type: 'digest', references: rows.map(({ reference }) => reference) },
    whole: { reference: `the ${count}`, link: inboxList(origin) },
  };
}

/**
 * The site-wide caps: new contact messages, newsletter sign-ups and the e-mail budgets, per hour;
 * posts without proof of work per hour, and what junk may store (worker/lanes.ts).
 */
export type Cap = 'messages' | 'signups' | 'company-emails' | 'visitor-emails' | 'plain' | 'junk';

/** Past the visitors' caps, the forms refuse: what the company is told it means. */
const refused = (what: string) =>
  `new ${what} are refused with a clear answer (the visitor is told to try later)`;

/** What stops a flood before it reaches the Worker. */
const edgeDefence =
  'To stop it at Cloudflare, switch on the WAF rate-limiting rule for /api/ or Turnstile (docs/OPERATING.md, "Under a flood")';

/** What each cap counts, in the company's words, and what its being reached does. */
const caps: Record<Cap, { counts: string; effect: string }> = {
  messages: { counts: 'contact messages', effect: refused('contact messages') },
  signups: { counts: 'newsletter sign-ups', effect: refused('newsletter sign-ups') },
  'company-emails': {
    counts: 'e-mails to the company',
    effect:
      'its e-mail notices wait in the outbox and go in the next hour (chat notices are not held)',
  },
  'visitor-emails': {
    counts: 'e-mails to visitors',
    effect:
      "acknowledgements and confirmation links wait in the outbox and go in the next hour; the company's notices are not held",
  },
  plain: {
    counts: "posts without the site's proof of work (JavaScript off, or scripts)",
    effect: `${refused('posts without proof')}; visitors whose browser runs the site's script are not affected. ${edgeDefence}`,
  },
  junk: {
    counts: 'what spam and posts without proof may store (per day, and in all)',
    effect: `${refused('spam and posts without proof')}; visitors whose browser runs the site's script are not affected. ${edgeDefence}`,
  },
};

/** The company is told a cap was reached this hour: what it means, until when, and what to do. */
export function capNotice(cap: Cap, hourStart: number): Notice {
  const { counts, effect } = caps[cap];
  return {
    subject: `Website: the hourly cap on ${counts} was reached`,
    text: [
      `The site's hourly cap on ${counts} was reached in the hour from ${readable(hourStart)}.`,
      `Until ${readable(hourStart + hourMs)}, ${effect}.`,
      'A flood of automated posts is the usual cause. If the traffic is real, raise the cap (docs/RECEIVER.md, "Settings"). You are told once per cap per hour.',
    ].join('\n'),
    data: { type: 'cap', cap, hourStart: when(hourStart), until: when(hourStart + hourMs) },
  };
}
