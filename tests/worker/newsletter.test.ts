// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleConfirm, handleNewsletter, handleUnsubscribe } from '../../worker/newsletter';
import { createDatabase, origin, postForm, postJson, stubWebhook, testContext, testEnv } from './harness';

let database: Awaited<ReturnType<typeof createDatabase>>;
beforeAll(async () => {
  database = await createDatabase();
});
afterAll(() => database.dispose());
beforeEach(() => database.clear());

const email = { EMAIL_API_URL: 'https://mail.test/emails', EMAIL_API_KEY: 'key', NOTIFY_EMAIL_FROM: 'site@vantix.example', NOTIFY_EMAIL_TO: 'sales@vantix.example' };

async function signUp(address: string, vars = {}) {
  const { ctx, settled } = testContext();
  const response = await handleNewsletter(postJson('/api/newsletter', { email: address, fillMs: 10_000 }), testEnv(database.db, vars), ctx);
  await settled();
  return response;
}

const subscribers = () => database.db.prepare('SELECT email, status, token FROM subscribers').all<{ email: string; status: string; token: string }>().then(({ results }) => results);

describe('POST /api/newsletter', () => {
  it('signs an address up once: a repeat, in any case, is answered like the first', async () => {
    const first = await signUp('jane@acme.example');
    expect(first.status).toBe(201);
    const { reference } = await first.json();
    const again = await signUp(' Jane@ACME.example ');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ reference, status: 'subscribed', duplicate: true });
    expect(await subscribers()).toEqual([expect.objectContaining({ email: 'jane@acme.example', status: 'subscribed' })]);
  });

  it('refuses an invalid address with the form\'s own message', async () => {
    const response = await signUp('jane@');
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ email: 'Please enter a valid e-mail address, like name@company.com.' });
  });

  it('with e-mail configured, asks the address to confirm by a link (double opt-in)', async () => {
    const sent = stubWebhook('https://mail.test/', [200]);
    const response = await signUp('jane@acme.example', email);
    expect(await response.json()).toMatchObject({ status: 'pending' });
    const confirmation = sent.find((mail) => (mail.to as string[])[0] === 'jane@acme.example');
    const link = String(confirmation?.text).match(/https:\/\/\S+/)?.[0];
    expect(link).toMatch(new RegExp(`^${origin}/api/newsletter/confirm\\?token=`));
    expect(sent.some((mail) => (mail.to as string[])[0] === 'sales@vantix.example')).toBe(true);

    const confirmed = await handleConfirm(new Request(link!), testEnv(database.db, email));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Subscription confirmed');
    expect(await subscribers()).toEqual([expect.objectContaining({ status: 'subscribed' })]);
  });

  it('lets every address unsubscribe: the link asks, its button deletes the address', async () => {
    await signUp('jane@acme.example');
    const token = (await subscribers())[0]?.token ?? '';
    const asked = await handleUnsubscribe(new Request(`${origin}/api/newsletter/unsubscribe?token=${token}`), testEnv(database.db));
    expect(await asked.text()).toContain('Stop sending the newsletter to jane@acme.example');
    expect(await subscribers()).toHaveLength(1);

    const done = await handleUnsubscribe(postForm('/api/newsletter/unsubscribe', { token }), testEnv(database.db));
    expect(await done.text()).toContain('You are unsubscribed');
    expect(await subscribers()).toEqual([]);
    const unknown = await handleUnsubscribe(postForm('/api/newsletter/unsubscribe', { token }), testEnv(database.db));
    expect(unknown.status).toBe(404);
  });
});
