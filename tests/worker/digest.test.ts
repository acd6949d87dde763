// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleContact } from '../../worker/contact';
import { deliverDue, digestThreshold } from '../../worker/outbox';
import { hourMs } from '../../worker/time';
import { origin, postJson, stubWebhook, testContext, testDatabase, testEnv } from './harness';

const database = testDatabase();
// The threshold counts by the clock hour: the test's clock stands at ten past one.
const hour = Date.UTC(2026, 10, 25, 13);
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: hour + 10 * 60_000 }));
afterEach(() => vi.useRealTimers());

const hook = 'https://hooks.test/lead';
const env = () =>
  testEnv(database.db, {
    NOTIFY_WEBHOOK_URL: hook,
    EMAIL_API_URL: 'https://mail.test/emails',
    EMAIL_API_KEY: 'key',
    NOTIFY_EMAIL_FROM: 'site@vantix.example',
    NOTIFY_EMAIL_TO: 'sales@vantix.example',
  });

/** Lead `n`, from a client of its own. */
async function contact(n: number) {
  const { ctx, settled } = testContext();
  const body = {
    name: `Lead Number${n}`,
    email: `lead${n}@acme.example`,
    message: 'Please call me about our network.',
    fillMs: 10_000,
    idempotencyKey: `key-digest-${n}-0123456789abcdef`,
    locale: 'en',
  };
  await handleContact(postJson('/api/contact', body, { client: `203.0.113.${n}` }), env(), ctx);
  await settled();
}

const toCompany = (sent: Record<string, unknown>[]) =>
  sent.filter((body) => !('to' in body) || (body.to as string[])[0] === 'sales@vantix.example');
const digests = (sent: Record<string, unknown>[]) =>
  toCompany(sent).filter((body) => String(body.subject ?? body.text).includes('in one digest'));

describe('many leads in one hour', () => {
  it('reach the company one by one up to the threshold, then together in one digest per channel', async () => {
    const sent = stubWebhook('https://', [200]);
    const leads = digestThreshold + 4;
    for (let n = 1; n <= leads; n += 1) await contact(n);
    // Each of the first leads is told on both channels at once; the later ones wait for the digest.
    expect(toCompany(sent)).toHaveLength(2 * digestThreshold);
    const later = hour + 15 * 60_000;
    vi.setSystemTime(later);
    await deliverDue(env(), later);
    const [first, second, ...more] = digests(sent);
    expect(more).toEqual([]);
    const held = Array.from(
      { length: 4 },
      (_, index) => `Lead Number${digestThreshold + 1 + index}`,
    );
    for (const digest of [first, second]) {
      const text = `${String(digest?.subject ?? '')}\n${String(digest?.text)}`;
      expect(text).toContain('Website: 4 inquiries in one digest');
      for (const name of held) expect(text).toContain(name);
      expect(text).toContain(`${origin}/admin/leads/?lead=VX-`);
      expect(text).not.toContain('Lead Number1 ');
    }
    const webhook = digests(sent).find((body) => !('to' in body));
    expect(webhook?.references).toHaveLength(4);
    expect(
      await database.db
        .prepare(`SELECT COUNT(*) AS n FROM outbox WHERE kind = 'enquiry' AND delivered_at IS NULL`)
        .first(),
    ).toEqual({ n: 0 });
    // Sent once: the next run has nothing to add, and the next hour's first lead goes on its own.
    await deliverDue(env(), later + 5 * 60_000);
    expect(digests(sent)).toHaveLength(2);
    vi.setSystemTime(hour + hourMs + 60_000);
    const before = toCompany(sent).length;
    await contact(leads + 1);
    expect(toCompany(sent).length - before).toBe(2);
  });
});
