// The inbox's API answers, as the contract between the Worker's admin routes and the inbox states
// them.
import type { AttemptResult, OutboxKind } from '../../worker/outbox';

export type { AttemptResult };

export const statuses = ['new', 'replied', 'won', 'lost', 'spam'] as const;
export type Status = (typeof statuses)[number];

export type Session = { editor: string; via: 'access' | 'local' };

export type LeadSummary = {
  reference: string;
  name: string;
  email: string;
  status: Status;
  locale: string;
  source: string;
  /** Unix ms. */
  receivedAt: number;
  /** The message's first 140 characters, and "…" when it goes on. */
  excerpt: string;
};

/** What a lead's notice is: the outbox's kinds the Worker lists for a lead (worker/inbox/leadsStore.ts). */
export type NoticeKind = Extract<OutboxKind, 'enquiry' | 'acknowledgement'>;

export type Notification = {
  /** The outbox row's id: a given-up notice is sent again by it. */
  id: number;
  kind: NoticeKind;
  channel: string;
  attempts: number;
  deliveredAt: number | null;
  deadAt: number | null;
  lastError: string | null;
  nextAttemptAt: number | null;
};

export type Change = { at: number; editor: string; what: string };

export type LeadDetail = LeadSummary & {
  phone: string | null;
  budget: string | null;
  message: string;
  note: string | null;
  landing: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  spamReason: string | null;
  notifications: Notification[];
  changes: Change[];
};

/** The list's filters; an empty string is "any" (for status: every lead but spam). */
export type LeadFilters = { status: Status | ''; locale: string; source: string; q: string };

export type SourceCount = { source: string; leads: number };

/** As the newsletter stores it (migrations/0001_leads.sql): waiting for its owner's Confirm, or on the list. */
export type SubscriberStatus = 'pending' | 'subscribed';

export type Subscriber = {
  reference: string;
  email: string;
  status: SubscriberStatus;
  locale: string;
  receivedAt: number;
  confirmedAt: number | null;
  /** Why its confirmation link was given up, while it waits for one; null otherwise. */
  linkError: string | null;
};

export type Erased = { enquiries: number; subscribers: number; notices: number };
