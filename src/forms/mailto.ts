import { site } from '../content/site';
import { contactForm } from './contract.mjs';
import type { ContactValues } from './fields';
import { pageWords } from './words';

/**
 * A mailto: URL with subject and body. Every part is percent-encoded, so whatever
 * was typed (markup, `&`, `?`, line breaks) arrives as plain text in the mail program.
 */
export function mailtoUrl(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The contact form as an e-mail to the company, one labelled line per field. */
export function contactMailto(values: ContactValues): string {
  const sent = pageWords.sentValues(contactForm, values);
  return mailtoUrl(
    site.email,
    pageWords.contact.mailSubject(sent.name),
    pageWords.contactLines(sent, { headings: true }).join('\n'),
  );
}

export function newsletterMailto(email: string): string {
  return mailtoUrl(
    site.email,
    pageWords.newsletter.mailSubject,
    pageWords.newsletter.mailBody(email.trim()),
  );
}
