// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  capNotice,
  enquiryNotice,
  subscriberNotice,
  type EnquiryRow,
  type SubscriberRow,
} from '../../worker/notify/notices';

const origin = 'https://www.vantix.example';
const receivedAt = Date.parse('2026-03-02T16:05:00Z');
const enquiry: EnquiryRow = {
  id: 1,
  reference: 'VX-TEST0001',
  locale: 'es',
  received_at: receivedAt,
  name: 'Jane Cooper',
  email: 'jane@acme.example',
  phone: '',
  budget: 'Not sure yet',
  message: 'Please call me.',
};
const signUp: SubscriberRow = {
  id: 2,
  reference: 'VX-NEWS0001',
  email: 'jane@acme.example',
  status: 'pending',
  token: 'a-token',
  locale: 'en',
  received_at: receivedAt,
};

describe("the company's notices", () => {
  it('write times as the inbox does, saying the zone, and keep the exact time in their data', () => {
    const notice = enquiryNotice(enquiry, origin);
    expect(notice.text).toContain('\nReceived: 2 Mar 2026, 16:05 UTC\n');
    expect(notice.data).toMatchObject({ receivedAt: '2026-03-02T16:05:00.000Z' });
  });

  it("name a sign-up's status in words, and keep the database's word in their data", () => {
    const notice = subscriberNotice(signUp, origin, true);
    expect(notice.text).toContain('\nStatus: not yet confirmed');
    expect(notice.data).toMatchObject({ status: 'pending' });
  });

  it('name the cap reached as the site speaks of it, and until when it holds', () => {
    const hour = Date.parse('2026-03-02T16:00:00Z');
    const notice = capNotice('signups', hour);
    expect(notice.subject).toBe('Website: the hourly cap on newsletter sign-ups was reached');
    expect(notice.text).toContain(
      'in the hour from 2 Mar 2026, 16:00 UTC.\nUntil 2 Mar 2026, 17:00 UTC, new newsletter sign-ups are refused',
    );
    expect(notice.data).toMatchObject({ cap: 'signups', until: '2026-03-02T17:00:00.000Z' });
  });
});
