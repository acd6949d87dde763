import { expect, test, type Page } from '@playwright/test';
import { contactForm, fillContact, sentReference } from './contactForm';
import { runtimeWithWebhook } from './fixtures/runtime';
import { gotoReady } from './support';

// One receiver with a webhook notifier pointed at a local stub, strict limits, and a
// database of its own that `npm run leads` reads back. Run in order, in one worker.
// Reading the database back runs wrangler, a few seconds a time: these tests get longer.
test.describe.configure({ mode: 'default', timeout: 120_000 });

const rateLimitMax = 3;

const served = runtimeWithWebhook(test, {
  MIN_FILL_MS: '0',
  RATE_LIMIT_MAX: String(rateLimitMax),
  // Retries are due at once, so one scheduled run shows what the next cron run does.
  NOTIFY_RETRY_BASE_SECONDS: '0',
});
test.beforeEach(() => served.webhook.reset());

type Lead = {
  reference: string;
  language: string;
  name: string;
  email: string;
  phone: string;
  budget: string;
  message: string;
  notification: string;
};

const leads = () => served.runtime.leads<Lead>();

/** Every test is its own client, so the rate limit counts its sends alone. */
let clients = 0;
async function asNewClient(page: Page) {
  clients += 1;
  const address = `203.0.113.${clients}`;
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': address });
  return address;
}

async function send(page: Page, message: string) {
  await fillContact(page, {
    name: 'Jane Cooper',
    email: 'jane@acme.example',
    budget: '15k-50k',
    message,
  });
  await contactForm(page).getByRole('button', { name: 'Send message' }).click();
}

test('a message typed in the browser is stored, listed by npm run leads and notified', async ({
  page,
}) => {
  await asNewClient(page);
  await gotoReady(page, `${served.runtime.origin}/contact`);
  await send(page, 'Please call me about a network upgrade.');
  const reference = await sentReference(page);

  await expect.poll(() => served.webhook.received.length).toBe(1);
  // Each reading runs wrangler (seconds): the one that saw the notice sent is the one checked.
  let lead: Lead | undefined;
  await expect
    .poll(
      async () => (lead = (await leads()).find((row) => row.reference === reference))?.notification,
      { timeout: 60_000 },
    )
    .toBe('notified');
  expect(lead).toMatchObject({
    name: 'Jane Cooper',
    email: 'jane@acme.example',
    phone: '',
    budget: '$15,000 – $50,000',
    message: 'Please call me about a network upgrade.',
  });
  expect(served.webhook.received.map(({ body }) => JSON.parse(body).reference)).toEqual([
    reference,
  ]);
});

test('a failed notification stays queued and the next scheduled run delivers it exactly once', async ({
  page,
}) => {
  await asNewClient(page);
  served.webhook.setMode('error');
  await gotoReady(page, `${served.runtime.origin}/contact`);
  await send(page, 'Our e-mail server is down, please help.');
  // Stored before anyone is told: the visitor's message is safe whatever the notifier does.
  const reference = await sentReference(page);
  await expect.poll(() => served.webhook.received.length).toBe(1);
  await expect
    .poll(async () => (await leads()).find((lead) => lead.reference === reference)?.notification, {
      timeout: 60_000,
    })
    .toBe('queued');

  served.webhook.setMode('ok');
  await served.runtime.scheduled();
  expect(served.webhook.received.map(({ body }) => JSON.parse(body).reference)).toEqual([
    reference,
    reference,
  ]);
  expect((await leads()).find((lead) => lead.reference === reference)?.notification).toBe(
    'notified',
  );

  await served.runtime.scheduled();
  expect(served.webhook.received).toHaveLength(2);
});

test('past the rate limit, says how long to wait and keeps everything typed', async ({
  page,
  request,
}) => {
  const address = await asNewClient(page);
  for (let sent = 0; sent < rateLimitMax; sent += 1) {
    const response = await request.post(`${served.runtime.origin}/api/contact`, {
      headers: { 'CF-Connecting-IP': address, Origin: served.runtime.origin },
      data: {
        name: 'Jane Cooper',
        email: 'jane@acme.example',
        message: `Message number ${sent} from this client.`,
        fillMs: 10_000,
      },
    });
    expect(response.status()).toBe(201);
  }
  // No proof of work for this page: its post counts with the client's posts without one.
  await page.route('**/api/proof', (route) => route.abort());
  await gotoReady(page, `${served.runtime.origin}/contact`);
  const message = 'One more message, which is one too many.';
  await send(page, message);
  const alert = contactForm(page).getByRole('alert').filter({ hasText: 'NOT sent' });
  await expect(alert).toContainText(
    /Too many attempts from your connection\. Please try again in (a minute|\d+ minutes)\./,
  );
  await expect(alert).toContainText('Everything you typed is still here.');
  await expect(contactForm(page).getByLabel('Your name')).toHaveValue('Jane Cooper');
  await expect(contactForm(page).getByLabel('Your message')).toHaveValue(message);
  expect((await leads()).filter((lead) => lead.message === message)).toEqual([]);
});

test('a sign-up with only a webhook waits for its owner to press Confirm on the link the company sends', async ({
  page,
}) => {
  await asNewClient(page);
  await gotoReady(page, `${served.runtime.origin}/`);
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
  const email = `confirm-${Date.now()}@acme.example`;
  await form.getByLabel('Your e-mail address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toContainText('Open it and press Confirm');

  // The company is handed the link, since no e-mail service is configured.
  await expect.poll(() => served.webhook.received.length).toBe(1);
  const notice = JSON.parse(served.webhook.received[0]?.body ?? '{}') as {
    text: string;
    confirmLink: string;
  };
  expect(notice.text).toContain('send this address its confirmation link');
  const subscriber = async () =>
    (
      await served.runtime.leads<{ email: string; status: string; confirm: string }>(
        '--subscribers',
      )
    ).find((row) => row.email === email);
  expect(await subscriber()).toMatchObject({
    status: 'pending',
    confirm: new URL(notice.confirmLink).pathname + new URL(notice.confirmLink).search,
  });

  // Opening the link (as a mail scanner would) changes nothing; the button confirms.
  await page.goto(notice.confirmLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Confirm your newsletter subscription',
  );
  expect((await subscriber())?.status).toBe('pending');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
  expect((await subscriber())?.status).toBe('subscribed');
});

test.describe('from the Spanish contact page', () => {
  const spanishForm = (page: Page) => page.getByRole('form', { name: 'Envíenos un mensaje' });

  async function fillSpanish(page: Page, message: string) {
    const form = spanishForm(page);
    await form.getByLabel('Su nombre').fill('María Pérez');
    await form.getByLabel('Correo electrónico').fill('maria@acme.example');
    await form.getByLabel('¿Cuál es su presupuesto?').selectOption('under-5k');
    await form.getByLabel('Su mensaje').fill(message);
  }

  test('an empty submit shows Spanish errors and moves to the first field', async ({ page }) => {
    await asNewClient(page);
    await gotoReady(page, `${served.runtime.origin}/es/contact`);
    await spanishForm(page).getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(
      spanishForm(page).getByRole('alert').filter({ hasText: 'Corrija 3 campos:' }),
    ).toBeVisible();
    await expect(spanishForm(page).getByLabel('Su nombre')).toBeFocused();
    await expect(spanishForm(page).getByLabel('Su nombre')).toHaveAccessibleDescription(
      'Escriba su nombre.',
    );
    await expect(spanishForm(page).getByLabel('Su mensaje')).toHaveAccessibleDescription(
      /Escriba su mensaje\./,
    );
  });

  test('a message sent with the script is stored in Spanish and the company is told the language', async ({
    page,
  }) => {
    await asNewClient(page);
    await gotoReady(page, `${served.runtime.origin}/es/contact`);
    const message = 'Necesitamos ayuda con la red de nuestra oficina.';
    await fillSpanish(page, message);
    await spanishForm(page).getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(spanishForm(page).getByRole('status')).toContainText('su mensaje se envió');
    await expect.poll(() => served.webhook.received.length).toBe(1);
    expect(JSON.parse(served.webhook.received[0]?.body ?? '{}')).toMatchObject({
      locale: 'es',
      text: expect.stringContaining('Language: Spanish (es)'),
    });
    expect((await leads()).find((lead) => lead.message === message)).toMatchObject({
      language: 'es',
      budget: 'Under $5,000',
    });
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('a message is stored with its language and lands on the Spanish thank-you page', async ({
      page,
    }) => {
      await asNewClient(page);
      await page.goto(`${served.runtime.origin}/es/contact`);
      const message = 'Escribo sin JavaScript: llámenme, por favor.';
      await fillSpanish(page, message);
      await spanishForm(page).getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(page).toHaveURL(/\/es\/thank-you$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      expect((await leads()).find((lead) => lead.message === message)).toMatchObject({
        language: 'es',
        name: 'María Pérez',
      });
    });

    test('a refused message gets a Spanish refusal page that keeps everything and sends it again', async ({
      page,
    }) => {
      await asNewClient(page);
      await page.goto(`${served.runtime.origin}/es/contact`);
      const message = 'Mensaje con un correo mal escrito al principio.';
      await fillSpanish(page, message);
      await spanishForm(page).getByLabel('Correo electrónico').fill('maria@');
      await spanishForm(page).getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aún no se ha enviado');
      await expect(page.getByRole('alert')).toHaveText('Corrija 1 campo:');
      await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
        'Escriba una dirección de correo electrónico válida, como nombre@empresa.com.',
      );
      await expect(page.getByLabel('Su mensaje')).toHaveValue(message);
      await expect(page.getByRole('link', { name: 'Volver al sitio web' })).toHaveAttribute(
        'href',
        '/es',
      );

      await page.getByLabel('Correo electrónico').fill('maria@acme.example');
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(page).toHaveURL(/\/es\/thank-you$/);
      expect((await leads()).find((lead) => lead.message === message)).toMatchObject({
        language: 'es',
        email: 'maria@acme.example',
      });
    });
  });
});
