import type { LeadDetail } from '../../src/inbox/types';

export const hour = 3_600_000;
/** A fixed moment, so screenshots and checks see the same times on every run. */
export const fixtureNow = Date.UTC(2026, 10, 25, 16, 0);

/**
 * A lead as the inbox's API details it, received at `fixtureNow` with nothing but what is given:
 * the one shape the unit tests' stub and the end-to-end fixtures build on.
 */
export const leadDetail = (
  fields: Partial<LeadDetail> & Pick<LeadDetail, 'reference' | 'name'>,
): LeadDetail => ({
  email: `${fields.reference.toLowerCase()}@example.com`,
  status: 'new',
  locale: 'en',
  source: 'direct',
  receivedAt: fixtureNow,
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
  ...fields,
});
