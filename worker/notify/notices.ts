// What a notification says: a subject, a plain-text body and the lead as data.
import { unconfirmedSignUpDays } from '../../src/content/retention';
import { newsletterConfirmPath, newsletterUnsubscribePath } from '../paths';

export type EnquiryRow = {
  id: number;
  reference: string;
  name: string;
  email: string;
  phone: string;
  budget: string;
  message: string;
  received_at: number;
};

export type SubscriberRow = { id: number; reference: string; email: string; status: string; token: string; received_at: number };

export type Notice = {
  subject: string;
  text: string;
  data: Record<string, unknown>;
  /** E-mail only: another recipient than the company's inbox (a confirmation link goes to the subscriber). */
  to?: string;
  replyTo?: string;
};

const when = (ms: number) => new Date(ms).toISOString();

export function enquiryNotice(row: EnquiryRow): Notice {
  return {
    subject: `Website enquiry from ${row.name} (${row.reference})`,
    text: [
      `Reference: ${row.reference}`,
      `Received: ${when(row.received_at)}`,
      `Name: ${row.name}`,
      `E-mail: ${row.email}`,
      `Phone: ${row.phone || 'not given'}`,
      `Budget: ${row.budget}`,
      '',
      row.message,
    ].join('\n'),
    data: {
      type: 'enquiry',
      reference: row.reference,
      receivedAt: when(row.received_at),
      name: row.name,
      email: row.email,
      phone: row.phone,
      budget: row.budget,
      message: row.message,
    },
    replyTo: row.email,
  };
}

export function subscriberNotice(row: SubscriberRow): Notice {
  return {
    subject: `Newsletter sign-up: ${row.email} (${row.reference})`,
    text: `Reference: ${row.reference}\nReceived: ${when(row.received_at)}\nE-mail: ${row.email}\nStatus: ${row.status}`,
    data: { type: 'newsletter', reference: row.reference, receivedAt: when(row.received_at), email: row.email, status: row.status },
  };
}

/** Double opt-in: the link that turns a sign-up into a subscription. */
export function confirmationNotice(row: SubscriberRow, origin: string): Notice {
  const link = `${origin}${newsletterConfirmPath}?token=${encodeURIComponent(row.token)}`;
  return {
    subject: 'Please confirm your newsletter subscription',
    text: [
      `Someone, hopefully you, asked to receive our newsletter at ${row.email}.`,
      `To confirm, open this link:\n${link}`,
      `If it was not you, ignore this e-mail: without confirmation the address is deleted after ${unconfirmedSignUpDays} days.`,
      `To leave the list at any time: ${origin}${newsletterUnsubscribePath}?token=${encodeURIComponent(row.token)}`,
    ].join('\n\n'),
    data: { type: 'newsletter-confirmation', reference: row.reference },
    to: row.email,
  };
}
