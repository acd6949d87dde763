// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contactValidators, validateAll } from '../../src/forms/validation';
import { handleContact } from '../../worker/contact';
import { nativeDedupeWindowMs } from '../../worker/submission';
import { testDatabase, postForm, postJson, testContext, testEnv } from './harness';
import { pageWords } from '../../src/forms/words';

const { fieldErrors } = pageWords;

const database = testDatabase();

const message = {
  name: '  Jane Cooper ',
  email: 'jane@acme.example',
  phone: '+1 (972) 555-0100',
  budget: '$15,000 – $50,000',
  message: 'We would like help moving our servers to the cloud.',
  fillMs: 12_000,
  idempotencyKey: 'key-0123456789abcdef',
};

const rows = () =>
  database.db
    .prepare('SELECT * FROM enquiries')
    .all<Record<string, unknown>>()
    .then(({ results }) => results);

async function contact(request: Request, vars = {}, now?: number) {
  const { ctx, settled } = testContext();
  const response = await handleContact(request, testEnv(database.db, vars), ctx, now);
  await settled();
  return response;
}

describe('POST /api/contact', () => {
  it('stores a valid message, trimmed, and answers 201 with its reference', async () => {
    const response = await contact(postJson('/api/contact', message));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      reference: expect.stringMatching(/^VX-[0-9A-Z]{8}$/),
      status: 'stored',
      duplicate: false,
    });
    expect(await rows()).toEqual([
      expect.objectContaining({
        reference: body.reference,
        name: 'Jane Cooper',
        email: 'jane@acme.example',
        budget: '$15,000 – $50,000',
        message: message.message,
      }),
    ]);
  });

  it('stores a repeated submit (same key) once and gives the same reference, even when both arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        contact(postJson('/api/contact', message)).then((r) => r.json()),
      ),
    );
    const again = await (await contact(postJson('/api/contact', message))).json();
    expect(new Set([...answers, again].map((answer) => answer.reference)).size).toBe(1);
    expect(again.duplicate).toBe(true);
    expect(await rows()).toHaveLength(1);
  });

  it('refuses invalid fields with 400 and the very messages the form shows beside them', async () => {
    const bad = { ...message, name: 'J', email: 'jane@', message: 'Hi' };
    const response = await contact(postJson('/api/contact', bad));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fieldErrors).toEqual(validateAll(contactValidators, { ...bad, budget: '15k-50k' }));
    expect(body.error).toBe('Please correct 3 fields:');
    expect(await rows()).toEqual([]);
  });

  it("refuses another site's form with 403", async () => {
    const fromElsewhere = await contact(
      postJson('/api/contact', message, { headers: { Origin: 'https://evil.example' } }),
    );
    expect(fromElsewhere.status).toBe(403);
    expect((await fromElsewhere.json()).error).toBe(
      'This form can only be sent from our own website.',
    );
    const crossSite = postJson('/api/contact', message, {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    crossSite.headers.delete('Origin');
    expect((await contact(crossSite)).status).toBe(403);
  });

  it('refuses other content types with 415 and bodies over the limit with 413', async () => {
    const text = new Request('https://www.vantix.example/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect((await contact(text)).status).toBe(415);
    const huge = await contact(
      postJson('/api/contact', { ...message, message: 'a'.repeat(70_000) }),
    );
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toMatch(/larger than we accept/);
  });

  it('answers 429 with Retry-After once a client has sent its share, and still replays a stored submit', async () => {
    const send = (n: number) =>
      contact(
        postJson('/api/contact', { ...message, idempotencyKey: `key-${n}-0123456789abcdef` }),
        { RATE_LIMIT_MAX: '2' },
      );
    expect((await send(1)).status).toBe(201);
    expect((await send(2)).status).toBe(201);
    const refused = await send(3);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(
      /^Too many attempts from your connection\. Please try again in/,
    );
    expect((await send(1)).status).toBe(200);
    const otherClient = await contact(
      postJson(
        '/api/contact',
        { ...message, idempotencyKey: 'key-9-0123456789abcdef' },
        { client: '198.51.100.2' },
      ),
      { RATE_LIMIT_MAX: '2' },
    );
    expect(otherClient.status).toBe(201);
    expect(await rows()).toHaveLength(3);
  });

  describe('posted natively (JavaScript off)', () => {
    const native = {
      name: 'Jane Cooper',
      email: 'jane@acme.example',
      phone: '',
      budget: '15k-50k',
      message: message.message,
      website: '',
    };

    it('stores the post and sends the browser to the thank-you page with 303', async () => {
      const response = await contact(postForm('/api/contact', native));
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe('/thank-you');
      expect(await rows()).toEqual([expect.objectContaining({ budget: '$15,000 – $50,000' })]);
      // The same post again (a reload, a double click) is the same message.
      await contact(postForm('/api/contact', native));
      expect(await rows()).toHaveLength(1);
    });

    it('takes the same text posted again as a repeat within minutes, and as a new message months later', async () => {
      const sent = Date.UTC(2026, 0, 5, 9, 0);
      await contact(postForm('/api/contact', native), {}, sent);
      await contact(postForm('/api/contact', native), {}, sent + nativeDedupeWindowMs);
      expect(await rows()).toHaveLength(1);
      const monthsLater = sent + 90 * 24 * 60 * 60_000;
      expect((await contact(postForm('/api/contact', native), {}, monthsLater)).status).toBe(303);
      expect(await rows()).toHaveLength(2);
    });

    it('uses an idempotency key posted with the form, when a script added one', async () => {
      const keyed = { ...native, idempotencyKey: 'key-native-0123456789abcdef' };
      await contact(postForm('/api/contact', keyed));
      await contact(postForm('/api/contact', { ...keyed, message: `${native.message} Edited.` }));
      expect(await rows()).toEqual([
        expect.objectContaining({ idempotency_key: keyed.idempotencyKey, message: native.message }),
      ]);
    });

    it('refuses a name with text-direction characters beside the field, and keeps nothing', async () => {
      const response = await contact(
        postJson('/api/contact', { ...message, name: 'Jane \u202Etxt.exe' }),
      );
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual({
        name: fieldErrors.invisibleCharacters,
      });
      expect(await rows()).toEqual([]);
    });

    it('stores a message without its text-direction characters, line breaks kept', async () => {
      const marks = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
      const typed = `Call +1 972 555 0100,\r\nIBAN DE89 ${marks}3704 0044 0532 0130 00.`;
      await contact(postForm('/api/contact', { ...native, message: typed }));
      expect(await rows()).toEqual([
        expect.objectContaining({
          message: 'Call +1 972 555 0100,\nIBAN DE89 3704 0044 0532 0130 00.',
        }),
      ]);
    });

    it('answers a refusal with a page that says why and refills the form, markup as text', async () => {
      const response = await contact(
        postForm('/api/contact', {
          ...native,
          email: 'jane@',
          message: '<script>alert(1)</script> please help us',
        }),
      );
      expect(response.status).toBe(400);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('Please enter a valid e-mail address, like name@company.com.');
      expect(html).toContain('value="jane@"');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; please help us</textarea>');
      expect(html).toContain('<option value="15k-50k" selected>');
      expect(html).not.toContain('<script>');
    });
  });
});
