// @vitest-environment node
// The receiver answers each post in the language of the page it came from (its `locale`
// field), stores that language with the lead, and tells the company which it was.
import { describe, expect, it, vi } from 'vitest';
import { leadsQueries, terminalRow, toCsv } from '../../scripts/leadsFormat.mjs';
import { handleContact } from '../../worker/contact';
import type { D1Database } from '../../worker/env';
import { languageOf } from '../../worker/language';
import { handleConfirm, handleNewsletter, handleUnsubscribe } from '../../worker/newsletter';
import {
  testDatabase,
  origin,
  postForm,
  postJson,
  stubWebhook,
  testContext,
  testEnv,
} from './harness';

const database = testDatabase();

const es = languageOf('es').words;
const en = languageOf('en').words;
const budgetLabel = (words: typeof es, value: string) =>
  words.budgetOptions.find((option) => option.value === value)?.label;

const message = {
  name: 'María Pérez',
  email: 'maria@acme.example',
  phone: '',
  budget: budgetLabel(es, 'under-5k'),
  message: 'Queremos mover nuestros servidores a la nube este año.',
  fillMs: 12_000,
  idempotencyKey: 'key-es-0123456789abcdef',
  locale: 'es',
};
// A post from the Spanish contact page with JavaScript off: the budget as its option value.
const native = {
  name: 'María Pérez',
  email: 'maria@acme.example',
  phone: '',
  budget: 'under-5k',
  message: message.message,
  website: '',
  locale: 'es',
};

const enquiries = () =>
  database.db
    .prepare('SELECT * FROM enquiries')
    .all<Record<string, unknown>>()
    .then(({ results }) => results);
const subscribers = () =>
  database.db
    .prepare('SELECT * FROM subscribers')
    .all<Record<string, unknown>>()
    .then(({ results }) => results);

async function contact(request: Request, vars = {}) {
  const { ctx, settled } = testContext();
  const response = await handleContact(request, testEnv(database.db, vars), ctx);
  await settled();
  return response;
}

async function signUp(request: Request, vars = {}) {
  const { ctx, settled } = testContext();
  const response = await handleNewsletter(request, testEnv(database.db, vars), ctx);
  await settled();
  return response;
}

describe('a post from a Spanish page', () => {
  it('is refused in Spanish: the summary and each field message, as the Spanish form shows them', async () => {
    const response = await contact(
      postJson('/api/contact', { ...message, name: 'M', email: 'maria@', message: 'Hola' }),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('Corrija 3 campos:');
    expect(body.fieldErrors).toEqual({
      name: es.fieldErrors.nameTooShort(2),
      email: 'Escriba una dirección de correo electrónico válida, como nombre@empresa.com.',
      message: es.fieldErrors.messageTooShort(10, 4),
    });
    expect(await enquiries()).toEqual([]);
  });

  it('is told in Spanish to wait when over the rate limit, and when the site-wide cap is reached', async () => {
    const limited = { RATE_LIMIT_MAX: '1' };
    expect((await contact(postJson('/api/contact', message), limited)).status).toBe(201);
    const refused = await contact(
      postJson('/api/contact', { ...message, idempotencyKey: 'key-es-other-0123456789' }),
      limited,
    );
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatch(
      /^Recibimos demasiados intentos desde su conexión\. Inténtelo de nuevo en/,
    );
    const capped = await contact(
      postJson(
        '/api/contact',
        { ...message, idempotencyKey: 'key-es-capped-0123456789' },
        { client: '198.51.100.9' },
      ),
      { SITE_MESSAGES_PER_HOUR: '1' },
    );
    expect(capped.status).toBe(429);
    expect((await capped.json()).error).toMatch(
      /^Estamos recibiendo un número inusual de mensajes en este momento\. Vuelva a intentarlo dentro de/,
    );
  });

  it('with JavaScript off, is stored with its language and lands on the Spanish thank-you page', async () => {
    const response = await contact(postForm('/api/contact', native));
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/es/thank-you');
    // The budget is kept under the label the company reads.
    expect(await enquiries()).toEqual([
      expect.objectContaining({
        name: 'María Pérez',
        locale: 'es',
        budget: budgetLabel(en, 'under-5k'),
      }),
    ]);
  });

  it('stores the budget a script sent as its Spanish label under the label the company reads', async () => {
    expect(
      (await contact(postJson('/api/contact', { ...message, budget: es.budgetOptions[0].label })))
        .status,
    ).toBe(201);
    expect(es.budgetOptions[0].label).not.toBe(en.budgetOptions[0].label);
    expect(await enquiries()).toEqual([
      expect.objectContaining({ locale: 'es', budget: en.budgetOptions[0].label }),
    ]);
  });

  it('when the database fails, is told in Spanish that nothing was sent, and with JavaScript off gets its form back', async () => {
    const failing = {
      prepare: () => {
        throw new Error('D1 is unavailable');
      },
    } as unknown as D1Database;
    const send = async (request: Request) => {
      const { ctx, settled } = testContext();
      const response = await handleContact(request, testEnv(failing), ctx);
      await settled();
      return response;
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const scripted = await send(postJson('/api/contact', message));
    expect(scripted.status).toBe(500);
    expect(await scripted.json()).toEqual({ error: es.receiverMessages.unavailable });
    const page = await send(postForm('/api/contact', native));
    expect(page.status).toBe(500);
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(es.receiverMessages.unavailable);
    expect(html).toContain(`value="${native.email}"`);
    quiet.mockRestore();
  });

  it('with JavaScript off, gets a refusal page in Spanish, its form refilled and still Spanish', async () => {
    const response = await contact(postForm('/api/contact', { ...native, email: 'maria@' }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<title>${es.receiverMessages.refusedTitle}</title>`);
    expect(html).toContain('<p role="alert">Corrija 1 campo:</p>');
    expect(html).toContain(es.receiverMessages.refusedKept);
    expect(html).toContain('<label for="email">Correo electrónico</label>');
    expect(html).toContain(
      '<strong id="email-error">Escriba una dirección de correo electrónico válida, como nombre@empresa.com.</strong>',
    );
    expect(html).toContain(
      `<option value="under-5k" selected>${budgetLabel(es, 'under-5k')}</option>`,
    );
    expect(html).toContain('<input type="hidden" name="locale" value="es">');
    expect(html).toContain('<button type="submit">Enviar mensaje</button>');
    expect(html).toContain('<a href="/es">Volver al sitio web</a>');
    expect(await enquiries()).toEqual([]);
  });

  it('too large to read, gets its refusal in the language of the page the browser names', async () => {
    const huge = { ...native, message: 'a'.repeat(70_000) };
    const fromSpanish = await contact(
      postForm('/api/contact', huge, { headers: { Referer: `${origin}/es/contact` } }),
    );
    expect(fromSpanish.status).toBe(413);
    const html = await fromSpanish.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('El formulario supera el tamaño que aceptamos (64 KB).');
    const fromEnglish = await contact(
      postForm('/api/contact', huge, { headers: { Referer: `${origin}/contact` } }),
    );
    expect(await fromEnglish.text()).toContain('The form is larger than we accept (64 KB).');
    const fromElsewhere = await contact(
      postForm('/api/contact', huge, {
        headers: { Referer: 'https://elsewhere.example/es/contact' },
      }),
    );
    expect(await fromElsewhere.text()).toContain('<html lang="en">');
  });

  it('tells the company which language the visitor wrote in, in the webhook and the e-mail', async () => {
    const sent = stubWebhook('https://hooks.test/', [200]);
    const mail = {
      EMAIL_API_URL: 'https://hooks.test/emails',
      EMAIL_API_KEY: 'key',
      NOTIFY_EMAIL_FROM: 'site@vantix.example',
      NOTIFY_EMAIL_TO: 'sales@vantix.example',
    };
    await contact(postJson('/api/contact', message), {
      NOTIFY_WEBHOOK_URL: 'https://hooks.test/lead',
      ...mail,
    });
    const webhook = sent.find((body) => 'type' in body);
    const email = sent.find(
      (body) => 'to' in body && (body.to as string[])[0] === 'sales@vantix.example',
    );
    expect(webhook).toMatchObject({ type: 'enquiry', locale: 'es' });
    expect(String(webhook?.text)).toContain('\nLanguage: Spanish (es)\n');
    expect(String(email?.text)).toContain('\nLanguage: Spanish (es)\n');
    // The rest is in the company's words.
    expect(String(email?.text)).toContain(`\nBudget: ${budgetLabel(en, 'under-5k')}\n`);
  });

  it('is listed by npm run leads with its language, in the terminal, as CSV and as JSON', async () => {
    await contact(postForm('/api/contact', native));
    await contact(postForm('/api/contact', { ...native, email: 'ann@acme.example', locale: 'en' }));
    const { results } = await database.db
      .prepare(leadsQueries.enquiries)
      .all<Record<string, unknown>>();
    expect(results.map((row) => [row.email, row.language])).toEqual(
      expect.arrayContaining([
        ['maria@acme.example', 'es'],
        ['ann@acme.example', 'en'],
      ]),
    );
    const spanish = results.find((row) => row.language === 'es') ?? {};
    expect(terminalRow(spanish)).toMatch(/^language +es$/m);
    const [header = '', ...records] = toCsv(results).split('\r\n');
    expect(header.split(',')).toContain('"language"');
    expect(
      records.some(
        (record) => record.split(',')[header.split(',').indexOf('"language"')] === '"es"',
      ),
    ).toBe(true);
    // --json writes the rows as they are.
    expect(JSON.parse(JSON.stringify(results))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'maria@acme.example', language: 'es' }),
      ]),
    );
  });
});

describe('a post naming no language the site has', () => {
  it.each([
    ['an unknown language', { locale: 'fr' }],
    ['no language', {}],
  ])('with %s, is answered, stored and redirected in English', async (_, locale) => {
    const { locale: _json, ...json } = message;
    const { locale: _native, ...form } = native;
    const refused = await contact(
      postJson('/api/contact', { ...json, ...locale, budget: 'under-5k', email: 'maria@' }),
    );
    expect((await refused.json()).error).toBe('Please correct 1 field:');
    const page = await contact(postForm('/api/contact', { ...form, ...locale, email: 'maria@' }));
    expect(await page.text()).toContain('<html lang="en">');
    const stored = await contact(postForm('/api/contact', { ...form, ...locale }));
    expect(stored.headers.get('Location')).toBe('/thank-you');
    expect(await enquiries()).toEqual([expect.objectContaining({ locale: 'en' })]);
  });
});

describe('a newsletter sign-up from a Spanish page', () => {
  const email = {
    EMAIL_API_URL: 'https://mail.test/emails',
    EMAIL_API_KEY: 'key',
    NOTIFY_EMAIL_FROM: 'site@vantix.example',
    NOTIFY_EMAIL_TO: 'sales@vantix.example',
  };

  it('is refused in Spanish, and with JavaScript off lands on the Spanish thank-you page', async () => {
    const refused = await signUp(
      postJson('/api/newsletter', { email: 'maria@', fillMs: 10_000, locale: 'es' }),
    );
    expect(await refused.json()).toEqual({
      error: es.newsletter.failedTitle,
      fieldErrors: { email: es.fieldErrors.emailInvalid },
    });
    const page = await signUp(
      postForm('/api/newsletter', { email: 'maria@', website: '', locale: 'es' }),
    );
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<label for="email">Su correo electrónico</label>');
    const accepted = await signUp(
      postForm('/api/newsletter', { email: 'maria@acme.example', website: '', locale: 'es' }),
    );
    expect(accepted.headers.get('Location')).toBe('/es/thank-you');
    expect(await subscribers()).toEqual([
      expect.objectContaining({ email: 'maria@acme.example', locale: 'es', status: 'pending' }),
    ]);
  });

  it('gets its confirmation e-mail, the confirm and unsubscribe pages in Spanish; the company is told the language', async () => {
    const sent = stubWebhook('https://mail.test/', [200]);
    await signUp(
      postJson('/api/newsletter', { email: 'maria@acme.example', fillMs: 10_000, locale: 'es' }),
      email,
    );
    const confirmation = sent.find((mail) => (mail.to as string[])[0] === 'maria@acme.example');
    const text = String(confirmation?.text);
    expect(confirmation?.subject).toBe('Confirme su suscripción a nuestro boletín');
    expect(text).toContain(
      'Alguien, esperamos que usted, pidió recibir nuestro boletín en maria@acme.example.',
    );
    expect(text).toContain('Para confirmar, abra este enlace y presione Confirmar:\nhttps://');
    expect(text).toContain('la dirección se elimina después de 7 días.');
    const [confirmLink, unsubscribeLink] = text.match(/https:\/\/\S+/g) ?? [];
    expect(confirmLink).toMatch(
      new RegExp(`^${origin}/api/newsletter/confirm\\?token=\\w+&locale=es$`),
    );
    expect(unsubscribeLink).toMatch(
      new RegExp(`^${origin}/api/newsletter/unsubscribe\\?token=\\w+&locale=es$`),
    );
    const notice = sent.find((mail) => (mail.to as string[])[0] === 'sales@vantix.example');
    expect(String(notice?.text)).toContain('\nLanguage: Spanish (es)\n');

    const env = testEnv(database.db, email);
    const asked = await (await handleConfirm(new Request(confirmLink!), env)).text();
    expect(asked).toContain('<html lang="es">');
    expect(asked).toContain('¿Desea recibir nuestro boletín en maria@acme.example?');
    expect(asked).toMatch(
      /<input type="hidden" name="locale" value="es"><button type="submit">Confirmar<\/button>/,
    );
    const token = new URL(confirmLink!).searchParams.get('token') ?? '';
    const confirmed = await (
      await handleConfirm(postForm('/api/newsletter/confirm', { token, locale: 'es' }), env)
    ).text();
    expect(confirmed).toContain('<h1>Suscripción confirmada</h1>');
    expect(confirmed).toContain('<a href="/es">Volver al sitio web</a>');

    const leaving = await (await handleUnsubscribe(new Request(unsubscribeLink!), env)).text();
    expect(leaving).toContain(
      '¿Dejar de enviar el boletín a maria@acme.example y eliminar la dirección?',
    );
    expect(leaving).toContain('<button type="submit">Cancelar la suscripción</button>');
    const left = await (
      await handleUnsubscribe(postForm('/api/newsletter/unsubscribe', { token, locale: 'es' }), env)
    ).text();
    expect(left).toContain('<h1>Suscripción cancelada</h1>');
    // The address is gone: its link, opened again, still answers in its language.
    const again = await handleUnsubscribe(new Request(unsubscribeLink!), env);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('<h1>Enlace no válido</h1>');
  });

  it('is listed by npm run leads -- --subscribers with its language, its links keeping it', async () => {
    await signUp(
      postJson('/api/newsletter', { email: 'maria@acme.example', fillMs: 10_000, locale: 'es' }),
    );
    const { results } = await database.db
      .prepare(leadsQueries.subscribers)
      .all<Record<string, unknown>>();
    expect(results).toEqual([
      expect.objectContaining({
        email: 'maria@acme.example',
        language: 'es',
        confirm: expect.stringMatching(/&locale=es$/),
      }),
    ]);
    expect(terminalRow(results[0] ?? {})).toMatch(/^language +es$/m);
  });
});
