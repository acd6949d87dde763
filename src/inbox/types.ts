// The inbox API's answers, as the Worker's routes give them (worker/inbox/routes.ts): one
// contract, read here through the typed client's view of it.
import type { hc, InferResponseType } from 'hono/client';
import type { Status } from '../../worker/inbox/leadsStore';
import type { InboxApi } from '../../worker/inbox/routes';

export { listPage, maxListLength, statuses, type Status } from '../../worker/inbox/leadsStore';
export { trafficDays } from '../../worker/inbox/trafficDays';
export type { AttemptResult } from '../../worker/outbox';
export type { SpamReason } from '../../worker/spam';

type Client = ReturnType<typeof hc<InboxApi>>;
type Answer<Route> = Route extends (...args: never[]) => unknown
  ? InferResponseType<Route, 200>
  : never;

export type Session = Answer<Client['session']['$get']>;
export type LeadSummary = Answer<Client['leads']['$get']>['leads'][number];
export type LeadDetail = NonNullable<Answer<Client['leads'][':reference']['$get']>['lead']>;
export type Notification = LeadDetail['notifications'][number];
export type NoticeKind = Notification['kind'];
export type Change = LeadDetail['changes'][number];
export type SourceCount = Answer<Client['sources']['$get']>['sources'][number];
export type Subscriber = Answer<Client['subscribers']['$get']>['subscribers'][number];
export type SubscriberStatus = Subscriber['status'];
export type Erased = Answer<Client['erase']['$post']>['erased'];
export type Traffic = Answer<Client['traffic']['$get']>;
export type TrafficDays = Traffic['days'];

/** The list's filters; an empty string is "any" (for status: every lead but spam, for days: any time). */
export type LeadFilters = {
  status: Status | '';
  locale: string;
  source: string;
  days: string;
  q: string;
};
