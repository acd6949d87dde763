import type { Page } from '@playwright/test';
import { inboxApiPrefix } from '../src/addresses.mjs';
import type { LeadDetail, Session, Subscriber } from '../src/inbox/types';

const hour = 3_600_000;
// A fixed moment, so screenshots and checks see the same times on every run.
const now = Date.UTC(2026, 10, 25, 16, 0);

const detail = (
  summary: Partial<LeadDetail> & Pick<LeadDetail, 'reference' | 'name' | 'email'>,
): LeadDetail => ({
  status: 'new',
  locale: 'en',
  source: 'direct',
  receivedAt: now - hour,
  excerpt: '',
  phone: '',
  budget: '',
  message: '',
  note: '',
  landing: '/',
  referrer: '',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  spamReason: null,
  notifications: [],
  changes: [],
  ...summary,
});

const message =
  'We are a team of 24 in two offices and our file server keeps running out of space. We would like a quote for moving to a managed cloud setup with backups, before our lease renewal in March.';

export const inboxLeads: LeadDetail[] = [
  detail({
    reference: 'VX-7K2M9Q',
    name: 'María Fernández',
    email: 'maria@fernandez-asesores.es',
    locale: 'es',
    source: 'google',
    receivedAt: now - 2 * hour,
    message:
      'Necesitamos soporte informático para una asesoría de 12 personas en Valencia, con copias de seguridad y correo.',
    excerpt:
      'Necesitamos soporte informático para una asesoría de 12 personas en Valencia, con copias de seguridad y correo.',
    landing: '/es/services?utm_source=google&utm_medium=cpc&utm_campaign=otono',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'otono',
    budget: '5,000–10,000 €',
    notifications: [
      {
        id: 1,
        kind: 'enquiry',
        channel: 'email',
        attempts: 1,
        deliveredAt: now - 2 * hour + 5_000,
        deadAt: null,
        lastError: null,
        nextAttemptAt: now - 2 * hour,
      },
      {
        id: 2,
        kind: 'enquiry',
        channel: 'discord',
        attempts: 3,
        deliveredAt: null,
        deadAt: now - hour,
        lastError: 'Discord answered 400: message too long',
        nextAttemptAt: now - 2 * hour,
      },
      {
        id: 3,
        kind: 'acknowledgement',
        channel: 'email',
        attempts: 1,
        deliveredAt: null,
        deadAt: null,
        lastError: 'Timed out',
        nextAttemptAt: now + 10 * 60_000,
      },
    ],
  }),
  detail({
    reference: 'VX-3H8D2L',
    name: 'Tom Whitaker',
    email: 'tom.whitaker@hollisprecision.com',
    status: 'replied',
    source: 'linkedin.com',
    referrer: 'linkedin.com',
    receivedAt: now - 26 * hour,
    message,
    excerpt: message.slice(0, 140),
    phone: '+1 512 555 0134',
    note: 'Called back on Tuesday; site visit booked for the 2nd.',
    changes: [{ at: now - 20 * hour, editor: 'ana@vantix.example', what: 'status: replied' }],
  }),
  detail({
    reference: 'VX-9P4T6R',
    name: 'Quick Seo Services',
    email: 'offers@seo-best.example',
    status: 'spam',
    source: 'direct',
    receivedAt: now - 50 * hour,
    message: 'Get 1000 backlinks today http://a.example http://b.example http://c.example',
    excerpt: 'Get 1000 backlinks today http://a.example http://b.example http://c.example',
    spamReason: 'too many links',
  }),
];

const inboxSubscribers: Subscriber[] = [
  {
    reference: 'NS-1A2B3C',
    email: 'jane@brightarch.example',
    status: 'subscribed',
    locale: 'en',
    receivedAt: now - 72 * hour,
    confirmedAt: now - 71 * hour,
    linkError: null,
  },
  {
    reference: 'NS-4D5E6F',
    email: 'luis@ejemplo.es',
    status: 'pending',
    locale: 'es',
    receivedAt: now - 3 * hour,
    confirmedAt: null,
    linkError: 'HTTP 403: {"message": "The sending domain is not verified"}',
  },
];

const json = (body: unknown, status = 200) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/**
 * Answers the inbox's API in the browser from the fixtures above, until the Worker's admin
 * routes answer it for real: `session` is who is signed in, or a status to refuse with.
 */
export async function routeInboxApi(
  page: Page,
  { session = { editor: 'ana@vantix.example', via: 'access' } as Session | 403 } = {},
) {
  await page.route(`**${inboxApiPrefix}/**`, async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.slice(inboxApiPrefix.length);
    if (session === 403)
      return route.fulfill(json({ error: 'Sign in through Cloudflare Access.' }, 403));
    if (path === '/session') return route.fulfill(json(session));
    if (path === '/leads') {
      const status = url.searchParams.get('status');
      const leads = inboxLeads.filter((lead) =>
        status ? lead.status === status : lead.status !== 'spam',
      );
      return route.fulfill(
        json({
          leads: leads.slice(0, Number(url.searchParams.get('limit'))),
          total: leads.length,
        }),
      );
    }
    const lead = inboxLeads.find(({ reference }) => path === `/leads/${reference}`);
    if (lead && route.request().method() === 'PATCH')
      return route.fulfill(json({ lead: { ...lead, ...route.request().postDataJSON() } }));
    const notSpam = inboxLeads.find(({ reference }) => path === `/leads/${reference}/not-spam`);
    if (notSpam)
      return route.fulfill(json({ lead: { ...notSpam, status: 'new', spamReason: null } }));
    if (/^\/subscribers\/[^/]+\/unsubscribe$/.test(path)) return route.fulfill(json({ ok: true }));
    if (lead) return route.fulfill(json({ lead }));
    if (path === '/sources') {
      const days = Number(url.searchParams.get('days'));
      return route.fulfill(
        json({
          days,
          sources:
            days === 30
              ? [
                  { source: 'google', leads: 4 },
                  { source: 'linkedin.com', leads: 2 },
                ]
              : [
                  { source: 'google', leads: 9 },
                  { source: 'linkedin.com', leads: 5 },
                  { source: 'direct', leads: 3 },
                ],
        }),
      );
    }
    if (path === '/subscribers') return route.fulfill(json({ subscribers: inboxSubscribers }));
    return route.fulfill(json({ error: 'Not found.' }, 404));
  });
}
