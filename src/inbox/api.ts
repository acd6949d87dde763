// The inbox's requests to its own API, through a client typed by the Worker's routes
// (worker/inbox/routes.ts): a route, a body or an answer that changes there shows here as a
// type error. Every failure becomes an ApiError with the server's own sentence when it sent one.
import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { InboxApi } from '../../worker/inbox/routes';
import { inboxApiPrefix } from '../addresses.mjs';
import type { LeadFilters, Status, TrafficDays } from './types';
import { words } from './words';

export class ApiError extends Error {
  /** 0 when the server could not be reached. */
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const client = hc<InboxApi>(inboxApiPrefix, {
  headers: { Accept: 'application/json' },
  init: { credentials: 'same-origin', redirect: 'manual' },
});

/** What a response carries when it succeeds. */
type Success<R> =
  R extends ClientResponse<infer Body, infer Code, 'json'>
    ? Code extends SuccessStatusCode
      ? Body
      : never
    : never;

async function answer<R extends ClientResponse<unknown, number, 'json'>>(
  request: Promise<R>,
): Promise<Success<R>> {
  let response: R;
  try {
    response = await request;
  } catch {
    throw new ApiError(0, words.errors.network);
  }
  // Once the sign-in has ended, Cloudflare Access answers with a redirect to its sign-in page,
  // which a request from the page cannot follow: say so, and keep the page and what was typed.
  if (response.type === 'opaqueredirect' || response.status === 401)
    throw new ApiError(401, words.errors.signedOut);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const sentence =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
        ? body.error
        : words.errors.status(response.status);
    throw new ApiError(response.status, sentence);
  }
  return body as Success<R>;
}

/** A lead's or a subscriber's address in the API: its reference, as one path segment. */
const byReference = (reference: string) => ({
  param: { reference: encodeURIComponent(reference) },
});

/** The list's filters that are set, as the list's query (and the inbox's address) carries them. */
const setFilters = (filters: LeadFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));

export const leadsQuery = (filters: LeadFilters) => {
  const query = new URLSearchParams(setFilters(filters));
  return query.size ? `?${query}` : '';
};

export const getSession = () => answer(client.session.$get());
/** The newest `limit` leads under the filters, and how many there are in all. */
export const listLeads = (filters: LeadFilters, limit: number) =>
  answer(client.leads.$get({ query: { ...setFilters(filters), limit: String(limit) } }));
export const markSpam = (references: string[]) =>
  answer(client.leads['mark-spam'].$post({ json: { references } })).then(({ changed }) => changed);
export const deleteLeads = (references: string[]) =>
  answer(client.leads.delete.$post({ json: { references } })).then(({ changed }) => changed);
export const getLead = (reference: string) =>
  answer(client.leads[':reference'].$get(byReference(reference))).then((answer) => answer.lead);
export const updateLead = (reference: string, change: { status?: Status; note?: string }) =>
  answer(client.leads[':reference'].$patch({ ...byReference(reference), json: change })).then(
    (answer) => answer.lead,
  );
export const markNotSpam = (reference: string) =>
  answer(client.leads[':reference']['not-spam'].$post(byReference(reference))).then(
    (answer) => answer.lead,
  );
export const sendNoticeAgain = (reference: string, id: number) =>
  answer(
    client.leads[':reference'].notices[':id']['send-again'].$post({
      param: { ...byReference(reference).param, id: String(id) },
    }),
  ).then((answer) => answer.lead);
export const leadsPerSource = (days: 30 | 90) =>
  answer(client.sources.$get({ query: { days: String(days) } })).then(({ sources }) => sources);
export const getTraffic = (days: TrafficDays) =>
  answer(client.traffic.$get({ query: { days: String(days) } }));
export const listSubscribers = () =>
  answer(client.subscribers.$get()).then(({ subscribers }) => subscribers);
export const sendLinkAgain = (reference: string) =>
  answer(
    client.subscribers[':reference'].confirmation['send-again'].$post(byReference(reference)),
  ).then(({ sent }) => sent);
export const unsubscribe = (reference: string) =>
  answer(client.subscribers[':reference'].unsubscribe.$post(byReference(reference)));
export const eraseAddress = (email: string) =>
  answer(client.erase.$post({ json: { email } })).then(({ erased }) => erased);
