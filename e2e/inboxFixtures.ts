import type { Page } from '@playwright/test';
import { inboxApiPrefix } from '../src/addresses.mjs';
import type { LeadDetail, Session, Subscriber, Traffic, TrafficDays } from '../src/inbox/types';
import { fixtureNow as now, hour, leadDetail } from '../tests/inbox/leadDetail';

const detail = (fields: Parameters<typeof leadDetail>[0] & Pick<LeadDetail, 'email'>) =>
  leadDetail({ receivedAt: now - hour, ...fields });

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

const day = 24 * hour;
const counts = (visitors: number, views: number) => ({ visitors, views });
const conversion = (visitors: number, leads: number, replied: number, won: number) => ({
  visitors,
  views: Math.round(visitors * 2.6),
  leads,
  replied,
  won,
});

/** A period's traffic as the Worker answers it: a weekday rhythm, a few sources and campaigns. */
export function inboxTraffic(days: TrafficDays): Traffic {
  const today = now - (now % day);
  const daily = Array.from({ length: days }, (_, index) => {
    const at = today - (days - 1 - index) * day;
    const weekend = [0, 6].includes(new Date(at).getUTCDay());
    const visitors = (weekend ? 22 : 58) + ((index * 37) % 19);
    return { day: at, visitors, views: Math.round(visitors * 2.7) };
  });
  const visitors = daily.reduce((sum, row) => sum + row.visitors, 0);
  const views = daily.reduce((sum, row) => sum + row.views, 0);
  return {
    days,
    totals: { visitors, views, leads: 14 },
    daily,
    pages: [
      { path: '/', ...counts(Math.round(visitors * 0.5), Math.round(views * 0.34)) },
      { path: '/services', ...counts(Math.round(visitors * 0.22), Math.round(views * 0.24)) },
      { path: '/contact', ...counts(Math.round(visitors * 0.08), Math.round(views * 0.12)) },
      { path: '/case-studies', ...counts(Math.round(visitors * 0.1), Math.round(views * 0.11)) },
      { path: '/about', ...counts(Math.round(visitors * 0.05), Math.round(views * 0.08)) },
    ],
    referrers: [
      { referrer: 'www.google.com', ...counts(412, 1020) },
      { referrer: 'linkedin.com', ...counts(96, 240) },
      { referrer: 'duckduckgo.com', ...counts(31, 70) },
    ],
    languages: [
      { language: 'en', ...counts(Math.round(visitors * 0.8), Math.round(views * 0.8)) },
      { language: 'es', ...counts(Math.round(visitors * 0.2), Math.round(views * 0.2)) },
    ],
    devices: [
      { device: 'desktop', ...counts(Math.round(visitors * 0.58), Math.round(views * 0.62)) },
      { device: 'phone', ...counts(Math.round(visitors * 0.37), Math.round(views * 0.33)) },
      { device: 'tablet', ...counts(Math.round(visitors * 0.05), Math.round(views * 0.05)) },
    ],
    sources: [
      { source: 'google', ...conversion(640, 6, 3, 1) },
      { source: 'linkedin.com', ...conversion(96, 4, 2, 1) },
      { source: 'direct', ...conversion(Math.max(0, visitors - 850), 3, 1, 0) },
      { source: 'newsletter', ...conversion(114, 1, 1, 0) },
    ],
    campaigns: [
      {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'otono',
        ...conversion(228, 3, 2, 1),
      },
      {
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'november',
        ...conversion(114, 1, 1, 0),
      },
    ],
    landings: [
      { path: '/', ...conversion(Math.round(visitors * 0.5), 5, 2, 1) },
      { path: '/services', ...conversion(Math.round(visitors * 0.22), 6, 3, 1) },
      { path: '/contact', ...conversion(Math.round(visitors * 0.08), 3, 2, 0) },
    ],
    vitals: [
      { route: '/', reports: 212, lcp: 1480, inp: 96, cls: 0.02 },
      { route: '/services', reports: 88, lcp: 1710, inp: 120, cls: 0.04 },
      { route: '/contact', reports: 41, lcp: 1320, inp: null, cls: 0 },
    ],
  };
}

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
    if (path === '/traffic') {
      const days = Number(url.searchParams.get('days')) as TrafficDays;
      return route.fulfill(json(inboxTraffic(days)));
    }
    return route.fulfill(json({ error: 'Not found.' }, 404));
  });
}
