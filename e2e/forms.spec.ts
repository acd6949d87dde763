import { expect, test, type Page } from '@playwright/test';
import { apiPaths } from '../src/addresses.mjs';
import type * as Site from '../src/content/site';
import { startReceiver } from './fixtures/receiver';
import { buildAndServe } from './fixtures/siteBuild';
import { gotoReady, waitForHydration } from './support';
import { siteModule } from './siteModules';

const { site } = await siteModule<typeof Site>('/src/content/site.ts');

// The endpoint tests share one extra build and one receiver: run this file in order, in one worker.
test.describe.configure({ mode: 'default' });

const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const newsletterForm = (page: Page) =>
  page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
const sendButton = (page: Page) =>
  contactForm(page).getByRole('button', { name: /Send message|Sending…/ });
const status = (page: Page) => contactForm(page).getByRole('status');
const failure = (page: Page) =>
  contactForm(page).getByRole('alert').filter({ hasText: 'NOT sent' });

const entry = {
  name: 'Jane Cooper',
  email: 'jane@acme.example',
  phone: '+1 (972) 555-0100',
  budget: { value: '15k-50k', label: '$15,000 – $50,000' },
  message: 'We would like help moving our servers to the cloud.',
};

function fieldsOf(page: Page) {
  const form = contactForm(page);
  return {
    name: form.getByLabel('Your name'),
    email: form.getByLabel('E-mail address'),
    phone: form.getByLabel('Phone number'),
    budget: form.getByLabel('What is your budget?'),
    message: form.getByLabel('Your message'),
  };
}

async function fill(page: Page, message = entry.message) {
  const fields = fieldsOf(page);
  await fields.name.fill(entry.name);
  await fields.email.fill(entry.email);
  await fields.phone.fill(entry.phone);
  await fields.budget.selectOption(entry.budget.value);
  await fields.message.fill(message);
}

async function expectKept(page: Page) {
  const fields = fieldsOf(page);
  await expect(fields.name).toHaveValue(entry.name);
  await expect(fields.email).toHaveValue(entry.email);
  await expect(fields.phone).toHaveValue(entry.phone);
  await expect(fields.budget).toHaveValue(entry.budget.value);
  await expect(fields.message).toHaveValue(entry.message);
}

const expectedJson = (message = entry.message) => ({
  name: entry.name,
  email: entry.email,
  phone: entry.phone,
  budget: entry.budget.label,
  message,
  // The page's language goes with every post.
  locale: 'en',
});

/** Holds back the contact page's chunk, so the form stays prerendered HTML; returns its release. */
async function holdFormCode(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ContactPage-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("with another service's endpoint (contact) and the mail program (newsletter)", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let built: Awaited<ReturnType<typeof buildAndServe>>;
  const contactUrl = () => `${built.baseURL}/contact`;

  test.beforeAll(async ({}, testInfo) => {
    // A whole build of both languages' bundles comes first.
    testInfo.setTimeout(240_000);
    receiver = await startReceiver();
    // One folder per worker, in case Playwright ever runs this group in two at once.
    built = await buildAndServe(`dist-e2e-forms-${testInfo.parallelIndex}`, {
      VITE_CONTACT_ENDPOINT: `${receiver.origin}/contact`,
      VITE_NEWSLETTER_ENDPOINT: 'mailto',
    });
  });
  test.afterAll(async () => {
    await built?.stop();
    await receiver?.close();
  });
  test.beforeEach(() => receiver.reset());

  test('delivers exactly the JSON typed, says what happens next and clears the form and draft', async ({
    page,
  }) => {
    await gotoReady(page, contactUrl());
    await fill(page);
    await sendButton(page).click();
    await expect(status(page)).toContainText(
      'your message has been sent. We reply within one business day',
    );

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request?.path).toBe('/contact');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual(expectedJson());

    await expect(fieldsOf(page).name).toHaveValue('');
    await expect(fieldsOf(page).message).toHaveValue('');
    expect(await page.evaluate(() => sessionStorage.getItem('vantix:contact-draft'))).toBeNull();
  });

  test("keeps what was typed before the form's code arrived, and delivers it", async ({ page }) => {
    const release = await holdFormCode(page);
    await page.goto(contactUrl());
    await fill(page);
    release();
    await waitForHydration(page);
    await sendButton(page).click();
    await expect(status(page)).toContainText('your message has been sent');
    expect(receiver.received.map(({ body }) => JSON.parse(body))).toEqual([expectedJson()]);
  });

  test("before the form's code arrives its button sends nothing and loses nothing; once live it delivers", async ({
    page,
  }) => {
    const release = await holdFormCode(page);
    // What the page itself asks of the site: a native post of the form would be one more.
    const toSite: string[] = [];
    page.on('request', (request) => {
      const sameSite = new URL(request.url()).origin === new URL(contactUrl()).origin;
      if (sameSite && (request.isNavigationRequest() || request.method() === 'POST'))
        toSite.push(`${request.method()} ${request.url()}`);
    });
    await page.goto(contactUrl());
    await fill(page);
    await sendButton(page).click();
    await expect(fieldsOf(page).message).toHaveValue(entry.message);
    release();
    await waitForHydration(page);
    expect(receiver.received).toEqual([]);
    await sendButton(page).click();
    await expect(status(page)).toContainText('your message has been sent');
    expect(receiver.received.map(({ body }) => JSON.parse(body))).toEqual([expectedJson()]);
    expect(toSite).toEqual([`GET ${contactUrl()}`]);
  });

  test('on a 500 says the message was NOT sent, keeps every field, and a retry delivers it', async ({
    page,
  }) => {
    receiver.setMode('error');
    await gotoReady(page, contactUrl());
    await fill(page);
    await sendButton(page).click();
    await expect(failure(page)).toContainText('Your message was NOT sent.');
    await expectKept(page);
    await expect(
      failure(page).getByRole('link', { name: 'Send it by e-mail instead' }),
    ).toHaveAttribute('href', new RegExp(`^mailto:${site.email}\\?`));

    receiver.setMode('ok');
    await failure(page).getByRole('button', { name: 'Try again' }).click();
    await expect(status(page)).toContainText('has been sent');
    expect(receiver.received).toHaveLength(2);
  });

  test('gives up after 15 s without an answer and keeps every field', async ({ page }) => {
    receiver.setMode('hang');
    await page.clock.install();
    await gotoReady(page, contactUrl());
    // Paused, the page's clock moves only when told to, however slowly this machine runs.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await fill(page);
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText('Sending…');
    await expect(sendButton(page)).toBeDisabled();
    await expect.poll(() => receiver.received.length).toBe(1);

    await page.clock.runFor(14_900);
    await expect(sendButton(page)).toHaveText('Sending…');
    await page.clock.runFor(100);
    await expect(failure(page)).toContainText('Our server did not answer in time.');
    await expectKept(page);
    await expect(sendButton(page)).toHaveText('Send message');
  });

  test('drops a submission whose honeypot is filled, silently', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(receiver.origin)) calls.push(request.url());
    });
    await gotoReady(page, contactUrl());
    const trap = contactForm(page).locator('input[name="website"]');
    await expect(contactForm(page).getByRole('textbox', { name: 'Website' })).toHaveCount(0);
    const box = await trap.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);

    await fill(page);
    await trap.evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
    await sendButton(page).click();
    await expect(status(page)).toContainText('has been sent');
    expect(calls).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  test('keeps the draft through a reload and a route change', async ({ page }) => {
    await gotoReady(page, contactUrl());
    await fill(page);
    await page.reload();
    await expectKept(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(`${built.baseURL}/`);
    await nav.getByRole('link', { name: 'Contact us' }).click();
    await expectKept(page);
  });

  test('delivers a 10,000-character message with markup as text and runs none of it', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const markup =
      '<script>window.__pwned = true; alert(1)</script><img src=x onerror="window.__pwned = true; alert(2)">';
    const message = `${markup} ${'a'.repeat(10_000 - markup.length - 1)}`;
    expect(message).toHaveLength(10_000);

    await gotoReady(page, contactUrl());
    await fill(page, message);
    await expect(fieldsOf(page).message).toHaveValue(message);
    await expect(contactForm(page).getByText('10,000 / 10,000 characters')).toBeVisible();
    await sendButton(page).click();
    await expect(status(page)).toContainText('has been sent');

    expect(JSON.parse(receiver.received[0]?.body ?? '')).toEqual(expectedJson(message));
    expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    await gotoReady(page, contactUrl());
    const fields = fieldsOf(page);
    for (
      let presses = 0;
      presses < 60 && !(await fields.name.evaluate((el) => el === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(fields.name).toBeFocused();
    await page.keyboard.type(entry.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(entry.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(entry.phone);
    await page.keyboard.press('Tab');
    await expect(fields.budget).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type(entry.message);
    await page.keyboard.press('Tab');
    await expect(sendButton(page)).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(status(page)).toContainText('has been sent');
    expect(JSON.parse(receiver.received[0]?.body ?? '')).toEqual({
      ...expectedJson(),
      budget: 'Under $5,000',
    });
  });

  test('opens a newsletter sign-up e-mail', async ({ page }) => {
    await gotoReady(page, built.baseURL);
    const opened = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await newsletterForm(page).getByLabel('Your e-mail address').fill('jane@acme.example');
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();
    const url = new URL((await opened).url());
    expect([url.pathname, url.searchParams.get('subject')]).toEqual([
      site.email,
      'Newsletter sign-up',
    ]);
  });

  test('with JavaScript off, says how to reach the company instead of offering a button that cannot send', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(contactUrl());
    for (const form of [contactForm(page), newsletterForm(page)]) {
      await expect(form.getByRole('link', { name: site.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
      await expect(form.getByRole('button')).toBeHidden();
    }
    await context.close();
  });
});

const reference = /Your reference: VX-[0-9A-Z]{8}\./;

test.describe("on the site's own receiver (the standard build)", () => {
  test('sends the message and shows its reference', async ({ page }) => {
    await gotoReady(page, '/contact');
    await fill(page);
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await sendButton(page).click();
    expect(new URL((await posted).url()).pathname).toBe('/api/contact');
    await expect(status(page)).toContainText('your message has been sent');
    await expect(status(page)).toContainText(reference);
    await expect(fieldsOf(page).message).toHaveValue('');
  });

  test('an empty submit moves focus to the first invalid field, and each error link to its field', async ({
    page,
  }) => {
    await gotoReady(page, '/contact');
    await sendButton(page).click();
    const fields = fieldsOf(page);
    await expect(fields.name).toBeFocused();
    const summary = contactForm(page)
      .getByRole('alert')
      .filter({ hasText: 'Please correct 3 fields:' });
    const links = summary.getByRole('link');
    await expect(links).toHaveCount(3);
    for (const [index, field] of [fields.name, fields.email, fields.message].entries()) {
      await sendButton(page).focus();
      await links.nth(index).click();
      await expect(field).toBeFocused();
      // The error is the field's own: its description names it.
      const error = (await links.nth(index).textContent()) ?? '';
      expect(error).not.toBe('');
      await expect(field).toHaveAccessibleDescription(
        new RegExp(error.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
    }
  });

  test('a message sent before the app arrives is posted by the browser', async ({ page }) => {
    // The app's code never arrives.
    await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, () => new Promise(() => {}));
    const posts: string[] = [];
    // The page view's beacon aside.
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST' && pathname !== apiPaths.traffic) posts.push(pathname);
    });
    await page.goto('/contact');
    await fill(page);
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { name: 'Thank you: it has reached us' })).toBeVisible();
    expect(posts).toEqual(['/api/contact']);
  });

  test('an empty newsletter sign-up moves focus to the address and says why', async ({ page }) => {
    await gotoReady(page, '/');
    const form = newsletterForm(page);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const address = form.getByLabel('Your e-mail address');
    await expect(address).toBeFocused();
    await expect(address).toHaveAccessibleDescription(/e-mail address/);
  });

  test('signs up for the newsletter, and a repeat sign-up is answered the same', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    const form = newsletterForm(page);
    const email = `jane+${test.info().workerIndex}-${Date.now()}@acme.example`;
    const answers: string[] = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname === '/api/newsletter')
        answers.push(`${response.status()} ${await response.text()}`);
    });
    await form.getByLabel('Your e-mail address').fill(email);
    await form.getByLabel('Your e-mail address').press('Enter');
    await expect(form.getByRole('status')).toContainText('Open it and press Confirm');
    await form.getByLabel('Your e-mail address').fill(email.toUpperCase());
    await form.getByLabel('Your e-mail address').press('Enter');
    await expect.poll(() => answers).toHaveLength(2);
    expect(answers[1]).toBe(answers[0]);
    await expect(form.getByRole('status')).toContainText('Open it and press Confirm');
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts to the receiver and lands on the thank-you page', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(contactForm(page)).toHaveAttribute('action', '/api/contact');
    await fill(page);
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you');
    await expect(page.getByRole('heading', { name: 'Thank you: it has reached us' })).toBeVisible();
  });

  test('a refused post says why beside the field and keeps everything typed', async ({ page }) => {
    await page.goto('/contact');
    await fill(page);
    await fieldsOf(page).email.fill('jane@');
    await sendButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Please correct 1 field:');
    await expect(
      page.getByText('Please enter a valid e-mail address, like name@company.com.'),
    ).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue(entry.name);
    await expect(page.getByLabel('E-mail address')).toHaveValue('jane@');
    await expect(page.getByLabel('Your message')).toHaveValue(entry.message);
    await page.getByLabel('E-mail address').fill(entry.email);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
  });

  test('the newsletter sign-up posts too', async ({ page }) => {
    await page.goto('/');
    await newsletterForm(page)
      .getByLabel('Your e-mail address')
      .fill(`nojs-${Date.now()}@acme.example`);
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
  });
});
