// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacters } from '../../src/forms/invisibleCharacters.mjs';
import { handleContact } from '../../worker/contact';
import { chatPayload } from '../../worker/notify/chat';
import { origin, postJson, stubWebhook, testContext, testDatabase, testEnv } from './harness';

const hostile =
  'Hi <!channel> @everyone @here <@U123> please pay <https://evil.example|Invoice> or [Invoice](https://evil.example) & *now*';

describe('webhook text for chat tools', () => {
  it('Slack: escapes &, < and >, so mentions and masked links stay plain text', () => {
    const { text } = chatPayload('https://hooks.slack.com/services/T/B/X', hostile, {});
    expect(text).toBe(
      'Hi &lt;!channel&gt; @everyone @here &lt;@U123&gt; please pay &lt;https://evil.example|Invoice&gt; or [Invoice](https://evil.example) &amp; *now*',
    );
    expect(String(text)).not.toMatch(/<[!@#]|<https?:/);
  });

  it('Discord: escapes markdown links and mention syntax, breaks @everyone and @here, and allows no mentions', () => {
    const body = chatPayload('https://discord.com/api/webhooks/1/abc', hostile, { name: 'x' });
    expect(body.allowed_mentions).toEqual({ parse: [] });
    const content = String(body.content);
    expect(content).toContain('\\[Invoice\\]\\(https://evil.example\\)');
    expect(content).toContain('\\<@U123\\>');
    expect(content).not.toMatch(/@(everyone|here)/);
    expect(content).toContain('\\*now\\*');
  });

  it('Teams: escapes markdown links and emphasis', () => {
    const { text } = chatPayload('https://acme.webhook.office.com/webhookb2/x', hostile, {});
    expect(String(text)).toContain('\\[Invoice\\]\\(https://evil.example\\)');
    expect(String(text)).not.toMatch(/(^|[^\\])\[Invoice\]\(/);
  });
});

describe('a lead notified to a chat webhook', () => {
  const database = testDatabase();

  it("carries the visitor's markup as text, and no control or text-direction characters in its subject or body", async () => {
    const hook = 'https://hooks.slack.com/services/T/B/X';
    const received = stubWebhook(hook, [200]);
    const { ctx, settled } = testContext();
    const message = {
      name: 'Jane Cooper',
      email: 'jane@acme.example',
      message: `${hostile}\nfile\u202Egpj.exe\u0007\r\nbye`,
      fillMs: 10_000,
      idempotencyKey: 'key-chat-0123456789abcdef',
    };
    await handleContact(
      postJson('/api/contact', message),
      testEnv(database.db, { NOTIFY_WEBHOOK_URL: hook }),
      ctx,
    );
    await settled();
    const text = String(received[0]?.text);
    expect(text).toContain('&lt;!channel&gt;');
    expect(text).toContain('&lt;https://evil.example|Invoice&gt;');
    expect(text).toContain('filegpj.exe\nbye');
    expect(text.split('\n').filter(hasInvisibleCharacters)).toEqual([]);
  });
});

describe("a long lead within each chat tool's limit", () => {
  const reference = 'VX-ABCDEFGH';
  const link = `https://www.vantix.example/admin/leads/?lead=${reference}`;
  const head = `Website inquiry from Jane Cooper (${reference})\n\nReference: ${reference}`;
  // Every `*` is escaped for Discord and Teams, so the text doubles as it is escaped.
  const long = (length: number, unit = '*') => `${head}\nMessage: ${unit.repeat(length)}`;
  const bytes = (body: unknown) => new TextEncoder().encode(JSON.stringify(body)).length;

  it('Discord: content of at most 2,000 characters, cut, keeping the reference and the link to the lead in the inbox', () => {
    const content = String(
      chatPayload('https://discord.com/api/webhooks/1/abc', long(1950), {}, { reference, link })
        .content,
    );
    expect(content.length).toBeLessThanOrEqual(2000);
    expect(content.length).toBeGreaterThan(1800);
    expect(content.startsWith(`Website inquiry from Jane Cooper \\(${reference}\\)`)).toBe(true);
    expect(content).toContain(`Reference: ${reference}`);
    expect(
      content.endsWith(
        `…\n\nCut to fit Discord's 2,000 characters. Read all of ${reference} in the inbox: ${link}`,
      ),
    ).toBe(true);
    // Cut between escaped characters, never inside one.
    expect(content).not.toMatch(/[^\\]\*/);
  });

  it('Discord: a message within the limit is sent whole', () => {
    const text = `Reference: ${reference}\n${'a'.repeat(2000 - 'Reference: \n'.length - reference.length)}`;
    expect(text.length).toBe(2000);
    expect(
      chatPayload('https://discord.com/api/webhooks/1/abc', text, {}, { reference, link }).content,
    ).toBe(text);
  });

  it('Slack: text of at most 40,000 characters, cut with the link', () => {
    const text = String(
      chatPayload(
        'https://hooks.slack.com/services/T/B/X',
        long(30_000, '&'),
        { message: 'x' },
        { reference, link },
      ).text,
    );
    expect(text.length).toBeLessThanOrEqual(40_000);
    expect(text).toContain(`Reference: ${reference}`);
    expect(text.endsWith(link)).toBe(true);
    expect(text).not.toMatch(/&(?!amp;)/);
  });

  it('Teams: the whole body within 20,000 bytes, data included, cut with the link', () => {
    const message = '€'.repeat(10_000);
    const body = chatPayload(
      'https://acme.webhook.office.com/webhookb2/x',
      long(10_000, '€'),
      { reference, message },
      { reference, link },
    );
    expect(bytes(body)).toBeLessThanOrEqual(20_000);
    expect(String(body.text)).toContain(`Reference: ${reference}`);
    expect(String(body.text).endsWith(link)).toBe(true);
    expect(body.reference).toBe(reference);
  });
});

describe('a long lead sent to Discord', () => {
  const database = testDatabase();

  it('arrives cut to 2,000 characters with its reference and its link in the inbox, and is delivered', async () => {
    const hook = 'https://discord.com/api/webhooks/1/abc';
    const received = stubWebhook(hook, [200]);
    const { ctx, settled } = testContext();
    const message = {
      name: 'Jane Cooper',
      email: 'jane@acme.example',
      message: 'Our network [needs] *work*. '.repeat(300),
      fillMs: 10_000,
      idempotencyKey: 'key-discord-0123456789abcdef',
    };
    const response = await handleContact(
      postJson('/api/contact', message),
      testEnv(database.db, { NOTIFY_WEBHOOK_URL: hook }),
      ctx,
    );
    await settled();
    const { reference } = await response.json();
    const content = String(received[0]?.content);
    expect(content.length).toBeLessThanOrEqual(2000);
    expect(content).toContain(`Reference: ${reference}`);
    expect(content).toContain(`${origin}/admin/leads/?lead=${reference}`);
    expect(
      await database.db.prepare('SELECT delivered_at IS NOT NULL AS delivered FROM outbox').first(),
    ).toEqual({ delivered: 1 });
  });
});
