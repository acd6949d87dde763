// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { handleContact } from '../../worker/contact';
import { normalisedText, repeatedTextClients } from '../../worker/lanes';
import { postForm, postJson, testContext, testDatabase, testEnv } from './harness';

const database = testDatabase();
const hour = Date.UTC(2026, 0, 5, 9, 0);

// Too short a text to be compared across clients.
const message = (n: number, text = 'Please call me about our servers.') => ({
  name: 'Jane Cooper',
  email: `jane${n}@acme.example`,
  message: text,
  fillMs: 10_000,
  idempotencyKey: `key-lane-${n}-0123456789abcdef`,
});

async function send(
  n: number,
  { proof = true, text, vars = {} }: { proof?: boolean; text?: string; vars?: object } = {},
) {
  const { ctx, settled } = testContext();
  const response = await handleContact(
    postJson('/api/contact', message(n, text), { client: `203.0.113.${n % 250}`, proof }),
    testEnv(database.db, vars),
    ctx,
    hour + n,
  );
  await settled();
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const rows = () =>
  database.db
    .prepare('SELECT lane, status, spam_reason, bytes FROM enquiries ORDER BY id')
    .all<{ lane: string; status: string; spam_reason: string | null; bytes: number }>()
    .then(({ results }) => results);

const flood = 'Boost your ranking today! Offer 1: 500 backlinks for your site, reply now.';

describe('the lanes', () => {
  it('store a post with a valid proof in its lane, and one without in the other, with its bytes', async () => {
    expect((await send(1)).status).toBe(201);
    expect((await send(2, { proof: false })).status).toBe(201);
    expect(await rows()).toMatchObject([
      { lane: 'proof', status: 'new' },
      { lane: 'plain', status: 'new', bytes: expect.any(Number) },
    ]);
  });

  it('take a proof once: the same proof sent again counts as none', async () => {
    const { ctx } = testContext();
    const first = postJson('/api/contact', message(1));
    const proof = (JSON.parse(await first.clone().text()) as { proof: string }).proof;
    await handleContact(first, testEnv(database.db), ctx, hour);
    await handleContact(
      postJson('/api/contact', { ...message(2), proof }, { proof: false }),
      testEnv(database.db),
      ctx,
      hour,
    );
    expect((await rows()).map(({ lane }) => lane)).toEqual(['proof', 'plain']);
  });

  it('take a form posted without script, in the lane without proof', async () => {
    const { ctx } = testContext();
    const { idempotencyKey: _key, fillMs: _fill, ...fields } = message(3);
    const response = await handleContact(
      postForm('/api/contact', fields),
      testEnv(database.db),
      ctx,
      hour,
    );
    expect(response.status).toBe(303);
    expect(await rows()).toMatchObject([{ lane: 'plain', status: 'new' }]);
  });

  it(`keep a text sent by more than ${repeatedTextClients} clients as spam, whatever its numbers and spacing`, async () => {
    for (let n = 1; n <= repeatedTextClients + 2; n += 1)
      await send(n, { text: flood.replace('1', String(n)).replace(' ', '  ') });
    expect((await rows()).map(({ status }) => status)).toEqual([
      ...Array<string>(repeatedTextClients).fill('new'),
      'spam',
      'spam',
    ]);
    expect(normalisedText('Ça  VA? 12')).toBe('cava');
  });

  it('refuse posts without proof past the hourly cap on them, plainly, while a post with proof is stored', async () => {
    const vars = { SITE_PLAIN_PER_HOUR: '2' };
    expect((await send(1, { proof: false, vars })).status).toBe(201);
    expect((await send(2, { proof: false, vars })).status).toBe(201);
    const refused = await send(3, { proof: false, vars });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(
      /^We cannot take more messages sent without JavaScript just now, so this one was not sent\. Switch JavaScript on and send it again, try again in \d+ minutes, or write to us at hello@vantix\.example\.$/,
    );
    expect((await send(4, { vars })).status).toBe(201);
  });

  it('refuse junk past its budget in rows or bytes a day, never a person with proof', async () => {
    const byRows = { JUNK_ROWS_PER_DAY: '2' };
    for (let n = 1; n <= 2; n += 1)
      expect((await send(n, { proof: false, vars: byRows })).status).toBe(201);
    expect((await send(3, { proof: false, vars: byRows })).status).toBe(429);
    expect((await send(4, { vars: byRows })).status).toBe(201);

    const byBytes = { JUNK_BYTES_PER_DAY: '150' };
    expect((await send(5, { proof: false, vars: byBytes })).status).toBe(429);
    expect((await send(6, { vars: byBytes })).status).toBe(201);
  });

  it('refuse junk once what is kept of it in all is over its budget', async () => {
    const vars = { JUNK_ROWS_IN_ALL: '1' };
    expect((await send(1, { proof: false, vars })).status).toBe(201);
    expect((await send(2, { proof: false, vars })).status).toBe(429);
    expect((await send(3, { vars })).status).toBe(201);
  });
});
