import { vi } from 'vitest';
import { inboxApiPrefix } from '../../src/addresses.mjs';
import type { LeadDetail, LeadSummary, Session, Subscriber } from '../../src/inbox/types';
import { fixtureNow as now, hour, leadDetail } from './leadDetail';

/** A lead whose message is a short hello. */
export const lead = (fields: Parameters<typeof leadDetail>[0]): LeadDetail =>
  leadDetail({ excerpt: 'Hello', message: 'Hello', ...fields });

export const summary = ({
  reference,
  name,
  email,
  status,
  locale,
  source,
  receivedAt,
  excerpt,
}: LeadDetail): LeadSummary => ({
  reference,
  name,
  email,
  status,
  locale,
  source,
  receivedAt,
  excerpt,
});

export const newest = lead({
  reference: 'VX-NEW001',
  name: 'Newest Person',
  receivedAt: now,
  source: 'google',
});
export const older = lead({
  reference: 'VX-OLD002',
  name: 'Older Person',
  receivedAt: now - 24 * hour,
  locale: 'es',
  status: 'replied',
});
export const oldest = lead({
  reference: 'VX-OLD003',
  name: 'Oldest Person',
  receivedAt: now - 48 * hour,
});

export const subscribers: Subscriber[] = [
  {
    reference: 'NS-1',
    email: 'jane@example.com',
    status: 'subscribed',
    locale: 'en',
    receivedAt: now,
    confirmedAt: now,
    linkError: null,
  },
];

/** 'unreachable': no answer at all; 'signedOut': Cloudflare Access's redirect to its sign-in, as a page's request sees it. */
type Answer = { status?: number; body: unknown } | 'unreachable' | 'signedOut';
/** A promise holds the answer back, to see the page while the request runs. */
type Handler = (request: {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}) => Answer | Promise<Answer> | undefined;

/**
 * A stand-in for the inbox's API on `fetch`: `handle` answers a request (method, path under
 * the admin prefix, query, JSON body) or leaves it to the defaults (an open local session,
 * the three leads, no sources, one subscriber). Every request is recorded in `requests`.
 */
export function stubInboxApi(
  handle: Handler = () => undefined,
  session: Session = { editor: 'ana@example.com', via: 'access' },
) {
  const requests: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const request = {
      method: init.method ?? 'GET',
      path: url.pathname.slice(inboxApiPrefix.length),
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const answer = (await handle(request)) ?? defaults(request, session);
    if (answer === 'unreachable') throw new TypeError('Failed to fetch');
    if (answer === 'signedOut')
      return {
        type: 'opaqueredirect',
        ok: false,
        status: 0,
        json: () => Promise.reject(new SyntaxError('No body')),
      } as unknown as Response;
    return new Response(JSON.stringify(listed(request, answer.body)), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

/** A list given whole, cut as the API cuts it: the newest `limit`, and how many in all. */
function listed({ path, query }: { path: string; query: URLSearchParams }, body: unknown) {
  if (path !== '/leads' || !body || typeof body !== 'object' || !('leads' in body)) return body;
  const leads = body.leads as LeadSummary[];
  return { ...body, leads: leads.slice(0, Number(query.get('limit'))), total: leads.length };
}

function defaults({ path }: { path: string }, session: Session): Answer {
  if (path === '/session') return { body: session };
  if (path === '/leads') return { body: { leads: [newest, older, oldest].map(summary) } };
  const found = [newest, older, oldest].find(({ reference }) => path === `/leads/${reference}`);
  if (found) return { body: { lead: found } };
  if (path === '/sources') return { body: { days: 30, sources: [] } };
  if (path === '/subscribers') return { body: { subscribers } };
  return { status: 404, body: { error: 'Not found.' } };
}
