// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleContact } from '../../worker/contact';
import { deliverDue, queueEnquiryNotices } from '../../worker/outbox';
import { dayMs } from '../../worker/time';
import { testDatabase, postJson, stubWebhook, testContext, testEnv } from './harness';

const database = testDatabase();
afterEach(() => vi.useRealTimers());

const mailApi = 'https://mail.test/emails';
const email = {
  EMAIL_API_URL: mailApi,
  EMAIL_API_KEY: 'key',
  NOTIFY_EMAIL_FROM: 'site@vantix.example',
  NOTIFY_EMAIL_TO: 'sales@vantix.example',
};
const message = {
  name: 'María Pérez Unique',
  email: 'maria@acme.example',
  message: 'Necesitamos ayuda con la red: visite https://spam.example ahora.',
  fillMs: 10_000,
  locale: 'es',
  idempotencyKey: 'key-ack-0123456789abcdef',
};

async function contact(
  vars: Record<string, string>,
  body: Record<string, unknown> = message,
  client = '198.51.100.1',
) {
  const { ctx, settled } = testContext();
  const response = await handleContact(
    postJson('/api/contact', body, { client }),
    testEnv(database.db, vars),
    ctx,
  );
  await settled();
  return (await response.json()).reference as string;
}

const toVisitor = (sent: Record<string, unknown>[]) =>
  sent.filter((mail) => (mail.to as string[])[0] === message.email);

describe("the enquirer's acknowledgement", () => {
  it("is e-mailed in their language with the reference and the company's details, and nothing they wrote", async () => {
    const sent = stubWebhook(mailApi, [200]);
    const reference = await contact(email);
    const [mail, ...others] = toVisitor(sent);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      from: 'site@vantix.example',
      subject: `Recibimos su mensaje (${reference})`,
    });
    const text = String(mail?.text);
    expect(text).toContain(`Su número de referencia es ${reference}`);
    expect(text).toContain('Gracias por escribir a Vantix IT Solutions.');
    expect(text).toContain('+1 (972) 555-0147');
    expect(text).toContain('hello@vantix.example');
    expect(text).toContain('2600 Dallas Parkway');
    for (const typed of ['María', 'Unique', 'Necesitamos', 'spam.example', message.email]) {
      expect(`${String(mail?.subject)}\n${text}`).not.toContain(typed);
    }
    // The company's notice goes as before.
    expect(
      sent.filter((sentMail) => (sentMail.to as string[])[0] === 'sales@vantix.example'),
    ).toHaveLength(1);
    expect(
      await database.db
        .prepare(`SELECT kind, delivered_at IS NOT NULL AS delivered FROM outbox ORDER BY kind`)
        .all()
        .then(({ results }) => results),
    ).toEqual([
      { kind: 'acknowledgement', delivered: 1 },
      { kind: 'enquiry', delivered: 1 },
    ]);
  });

  it('is in English for an English page', async () => {
    const sent = stubWebhook(mailApi, [200]);
    const reference = await contact(email, {
      ...message,
      locale: 'en',
      idempotencyKey: 'key-ack-en-0123456789abcdef',
    });
    expect(toVisitor(sent)).toEqual([
      expect.objectContaining({ subject: `We have your message (${reference})` }),
    ]);
  });

  it('is not sent without an e-mail service', async () => {
    stubWebhook('https://hooks.test/lead', [200]);
    await contact({ NOTIFY_WEBHOOK_URL: 'https://hooks.test/lead' });
    expect(
      await database.db
        .prepare('SELECT kind FROM outbox')
        .all()
        .then(({ results }) => results),
    ).toEqual([{ kind: 'enquiry' }]);
  });

  it('is retried when the e-mail service fails, and queued once however often it is asked for', async () => {
    const sent = stubWebhook(mailApi, [500, 500, 200]);
    await contact(email);
    expect(toVisitor(sent)).toHaveLength(1);
    const env = testEnv(database.db, email);
    await database.db.batch(
      queueEnquiryNotices(
        env,
        'https://www.vantix.example',
        'SELECT id FROM enquiries WHERE reference IS NOT NULL AND ?5',
        [1],
        Date.now(),
      ),
    );
    expect(await database.db.prepare('SELECT COUNT(*) AS n FROM outbox').first()).toEqual({ n: 2 });
    const later = Date.now() + 10 * 60_000;
    await deliverDue(env, later, () => later);
    expect(toVisitor(sent)).toHaveLength(2);
    expect(
      await database.db
        .prepare('SELECT COUNT(*) AS n FROM outbox WHERE delivered_at IS NULL')
        .first(),
    ).toEqual({ n: 0 });
  });

  it('goes once a day to an address typed into ten messages, however it is typed, while the company hears of each', async () => {
    const sent = stubWebhook(mailApi, [200]);
    const typings = ['maria@acme.example', 'MARIA@acme.example', 'Maria@ACME.EXAMPLE'];
    // Ten different messages: the same text from many clients would be held as spam.
    const topics = [
      'red',
      'correo',
      'nube',
      'copias',
      'wifi',
      'cámaras',
      'web',
      'ERP',
      'VPN',
      'voz',
    ];
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    for (let n = 0; n < 10; n += 1) {
      vi.setSystemTime(start + n * 60_000);
      await contact(
        email,
        {
          ...message,
          message: `Necesitamos ayuda con ${topics[n]} en la oficina.`,
          email: typings[n % 3],
          idempotencyKey: `key-ack-ten-${n}-0123456789abcdef`,
        },
        `198.51.100.${n + 10}`,
      );
    }
    const toCompany = sent.filter((mail) => (mail.to as string[])[0] === 'sales@vantix.example');
    expect(toCompany).toHaveLength(10);
    expect(sent.length - toCompany.length).toBe(1);
    expect(await database.db.prepare('SELECT COUNT(*) AS n FROM enquiries').first()).toEqual({
      n: 10,
    });
    // A day after the first, the address may be told again.
    vi.setSystemTime(start + dayMs + 1);
    await contact(
      email,
      { ...message, idempotencyKey: 'key-ack-next-day-0123456789abcdef' },
      '198.51.100.30',
    );
    expect(sent.filter((mail) => (mail.to as string[])[0] === message.email)).toHaveLength(2);
  });
});
