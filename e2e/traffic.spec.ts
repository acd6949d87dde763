import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { adminPaths, apiPaths, inboxApiPrefix } from '../src/addresses.mjs';
import { contactForm, fillContact, sentReference } from './contactForm';
import { runtimeWithWebhook } from './fixtures/runtime';
import { gotoReady } from './support';

// The traffic counts end to end: the built site and its Worker under `wrangler dev`. A visitor
// lands from a campaign, reads three pages and sends the contact form; another, with Global
// Privacy Control on, reads two. The company's browser, on loopback, reads the Traffic view.
test.describe.configure({ mode: 'default', timeout: 120_000 });
const served = runtimeWithWebhook(test, { MIN_FILL_MS: '0' });

// A person's browser: headless Chromium names itself so, and crawlers and headless browsers are
// not counted.
const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const campaign = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'autumn' };

/** A visitor's own browser, from an address of its own; every host it asks is recorded. */
async function visitorContext(browser: Browser, address: string, { gpc = false } = {}) {
  const context = await browser.newContext({
    userAgent,
    extraHTTPHeaders: { 'CF-Connecting-IP': address, ...(gpc && { 'Sec-GPC': '1' }) },
  });
  if (gpc)
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
  const hosts = new Set<string>();
  context.on('request', (request) => hosts.add(new URL(request.url()).host));
  return { context, hosts, page: await context.newPage() };
}

/** Waits for the page view's beacon to be answered. */
const beaconAnswered = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === apiPaths.traffic);

/**
 * Reads three pages, the first a landing from `query`, moving on by the site's own links; waits
 * for each page view's beacon when one is `counted` (a browser asking not to be tracked may
 * send none at all).
 */
async function readThreePages(page: Page, query: string, { counted = true } = {}) {
  const origin = served.runtime.origin;
  const read = async (open: () => Promise<unknown>) => {
    const answered = counted ? beaconAnswered(page) : undefined;
    await open();
    await answered;
  };
  await read(() => gotoReady(page, `${origin}/${query}`));
  for (const [name, path] of [
    ['Services', '/services'],
    ['Contact us', '/contact'],
  ])
    await read(async () => {
      await page
        .getByRole('navigation', { name: 'Main', exact: true })
        .getByRole('link', { name, exact: true })
        .click();
      await expect(page).toHaveURL(`${origin}${path}`);
    });
}

/** Nothing the visit left on the device: no cookie, no localStorage entry. */
async function leftBehind(context: BrowserContext, page: Page) {
  return {
    cookies: await context.cookies(),
    localStorage: await page.evaluate(() => window.localStorage.length),
  };
}

test('a visit from a campaign that sends the form is one visitor, three page views and one lead; one with Global Privacy Control is not counted', async ({
  browser,
  page,
}) => {
  const origin = served.runtime.origin;
  const host = new URL(origin).host;

  const private_ = await visitorContext(browser, '198.51.100.51', { gpc: true });
  await readThreePages(private_.page, '', { counted: false });
  expect(await leftBehind(private_.context, private_.page)).toEqual({
    cookies: [],
    localStorage: 0,
  });

  const visitor = await visitorContext(browser, '198.51.100.50');
  await readThreePages(visitor.page, `?${new URLSearchParams(campaign)}`);
  await fillContact(visitor.page, {
    name: 'Jane Cooper',
    email: 'jane@acme.example',
    message: 'Our office network drops every afternoon; can you have a look this week?',
  });
  await contactForm(visitor.page).getByRole('button', { name: 'Send message' }).click();
  await sentReference(visitor.page);
  expect(await leftBehind(visitor.context, visitor.page)).toEqual({
    cookies: [],
    localStorage: 0,
  });
  // Only the site's own host, but for the contact page's office map, which loads once scrolled
  // near (as the form is filled) and which the privacy policy names.
  const mapHost = 'www.openstreetmap.org';
  expect(
    [...visitor.hosts, ...private_.hosts].filter((asked) => asked !== host && asked !== mapHost),
  ).toEqual([]);
  await visitor.context.close();
  await private_.context.close();

  const traffic = () =>
    page.request.get(`${origin}${inboxApiPrefix}/traffic`).then((response) => response.json());
  await expect
    .poll(async () => (await traffic()).totals)
    .toEqual({ visitors: 1, views: 3, leads: 1 });
  await page.goto(`${origin}${adminPaths.inbox}?view=traffic`);
  const totals = page.getByRole('definition');
  await expect(totals).toHaveText(['1', '3', '1', '100%']);
  const campaigns = page.getByRole('table', { name: 'Top campaigns' });
  await expect(campaigns.getByRole('row').nth(1).locator('th, td')).toHaveText([
    'newsletter / email / autumn',
    '1',
    /^\d$/,
    '1',
    '100%',
  ]);
  const sources = page.getByRole('table', { name: 'Conversion per source' });
  await expect(sources.getByRole('row')).toHaveCount(2);
  await expect(sources.getByRole('row').nth(1).locator('th, td')).toHaveText([
    'newsletter',
    '1',
    /^1/,
    '100%',
    '0',
    '0',
  ]);
  // Nothing of the private visit came in meanwhile.
  expect((await traffic()).totals).toEqual({ visitors: 1, views: 3, leads: 1 });
});
