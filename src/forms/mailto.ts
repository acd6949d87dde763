import { budgetOptions, contactFormCopy, newsletterFormCopy } from '../content/forms';
import { site } from '../content/site';
import type { ContactValues } from './validation';

/**
 * A mailto: URL with subject and body. Every part is percent-encoded, so whatever
 * was typed (markup, `&`, `?`, line breaks) arrives as plain text in the mail program.
 */
export function mailtoUrl(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export const budgetLabel = (value: string) => budgetOptions.find((option) => option.value === value)?.label ?? value;

/** The contact form as an e-mail to the company, one labelled line per field. */
export function contactMailto(values: ContactValues): string {
  const { mailLabels, mailSubject } = contactFormCopy;
  const orNone = (text: string) => text.trim() || mailLabels.none;
  const body = [
    `${mailLabels.name}: ${values.name.trim()}`,
    `${mailLabels.email}: ${values.email.trim()}`,
    `${mailLabels.phone}: ${orNone(values.phone)}`,
    `${mailLabels.budget}: ${budgetLabel(values.budget)}`,
    '',
    `${mailLabels.message}:`,
    values.message.trim(),
  ].join('\n');
  return mailtoUrl(site.email, mailSubject(values.name.trim()), body);
}

export function newsletterMailto(email: string): string {
  return mailtoUrl(site.email, newsletterFormCopy.mailSubject, newsletterFormCopy.mailBody(email.trim()));
}
