// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasInvisibleCharacters } from '../../src/forms/invisibleCharacters.mjs';
import { handleContact } from '../../worker/contact';
import { chatPayload } from '../../worker/notify/chat';
import { createDatabase, postJson, stubWebhook, testContext, testEnv } from './harness';

const hostile = 'Hi <!channel> @everyone @here <@U123> please pay <https://evil.example|Invoice> or [Invoice](https://evil.example) & *now*';

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
  let database: Awaited<ReturnType<typeof createDatabase>>;
  beforeAll(async () => {
    database = await createDatabase();
  });
  afterAll(() => database.dispose());
  beforeEach(() => database.clear());

  it('carries the visitor\'s markup as text, and no control or text-direction characters in its subject or body', async () => {
    const hook = 'https://hooks.slack.com/services/T/B/X';
    const received = stubWebhook(hook, [200]);
    const { ctx, settled } = testContext();
    const message = { name: 'Jane Cooper', email: 'jane@acme.example', message: `${hostile}\nfile\u202Egpj.exe\u0007\r\nbye`, fillMs: 10_000, idempotencyKey: 'key-chat-0123456789abcdef' };
    await handleContact(postJson('/api/contact', message), testEnv(database.db, { NOTIFY_WEBHOOK_URL: hook }), ctx);
    await settled();
    const text = String(received[0]?.text);
    expect(text).toContain('&lt;!channel&gt;');
    expect(text).toContain('&lt;https://evil.example|Invoice&gt;');
    expect(text).toContain('filegpj.exe\nbye');
    expect(text.split('\n').filter(hasInvisibleCharacters)).toEqual([]);
  });
});
