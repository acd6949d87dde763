// The inbox's requests to its own API (worker/inbox/), one function per route. Every
// failure becomes an ApiError with the server's own sentence when it sent one.
import { inboxApiPrefix } from '../addresses.mjs';
import type {
  AttemptResult,
  Erased,
  LeadDetail,
  LeadFilters,
  LeadSummary,
  Session,
  SourceCount,
  Status,
  Subscriber,
} from './types';
import { words } from './words';

export class ApiError extends Error {
  /** 0 when the server could not be reached. */
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${inboxApiPrefix}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      redirect: 'manual',
    });
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
  return body as T;
}

const lead = (reference: string) => `/leads/${encodeURIComponent(reference)}`;

/** The list's query: only the filters that are set. */
export const leadsQuery = (filters: LeadFilters) => {
  const query = new URLSearchParams(
    Object.entries(filters).filter(([, value]) => value.trim() !== ''),
  );
  return query.size ? `?${query}` : '';
};

export const getSession = () => call<Session>('/session');
export const listLeads = (filters: LeadFilters) =>
  call<{ leads: LeadSummary[] }>(`/leads${leadsQuery(filters)}`).then(({ leads }) => leads);
export const getLead = (reference: string) =>
  call<{ lead: LeadDetail }>(lead(reference)).then((answer) => answer.lead);
export const updateLead = (reference: string, change: { status?: Status; note?: string }) =>
  call<{ lead: LeadDetail }>(lead(reference), { method: 'PATCH', body: change }).then(
    (answer) => answer.lead,
  );
export const markNotSpam = (reference: string) =>
  call<{ lead: LeadDetail }>(`${lead(reference)}/not-spam`, { method: 'POST' }).then(
    (answer) => answer.lead,
  );
export const sendNoticeAgain = (reference: string, id: number) =>
  call<{ lead: LeadDetail }>(`${lead(reference)}/notices/${id}/send-again`, {
    method: 'POST',
  }).then((answer) => answer.lead);
export const leadsPerSource = (days: 30 | 90) =>
  call<{ days: number; sources: SourceCount[] }>(`/sources?days=${days}`).then(
    ({ sources }) => sources,
  );
export const listSubscribers = () =>
  call<{ subscribers: Subscriber[] }>('/subscribers').then(({ subscribers }) => subscribers);
export const sendLinkAgain = (reference: string) =>
  call<{ sent: AttemptResult }>(
    `/subscribers/${encodeURIComponent(reference)}/confirmation/send-again`,
    { method: 'POST' },
  ).then(({ sent }) => sent);
export const unsubscribe = (reference: string) =>
  call<{ ok: true }>(`/subscribers/${encodeURIComponent(reference)}/unsubscribe`, {
    method: 'POST',
  });
export const eraseAddress = (email: string) =>
  call<{ erased: Erased }>('/erase', { method: 'POST', body: { email } }).then(
    ({ erased }) => erased,
  );
