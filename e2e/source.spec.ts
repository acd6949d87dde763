import { expect, test, type Page, type Request } from '@playwright/test';
import { apiPaths, pagePaths } from '../src/addresses.mjs';
import { contactForm, fillContact as fillEnquiry } from './contactForm';
import { gotoReady } from './support';

// Where a visit came from goes with the form it sends, and nowhere else. What the receiver
// makes of it is its own specs' business: these read the posts themselves.

const landing = '/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn';
const campaign = {
  landing,
  referrer: '',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'autumn',
};

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

const fillContact = (page: Page, message: string) =>
  fillEnquiry(page, { name: 'Jane Cooper', email: 'jane@acme.example', message });

/** The next post to `path`, once the page makes it. */
const postTo = (page: Page, path: string) =>
  page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === path,
  );
const jsonOf = (request: Request) =>
  JSON.parse(request.postData() ?? '') as Record<string, unknown>;

test('a message sent after following a campaign link carries the campaign and its first page, not the page it was sent from', async ({
  page,
}) => {
  await gotoReady(page, landing);
  // A mark the page would lose on a load of its own: the way to the form must be the app's.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-visit', ''));
  await mainNav(page).getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(pagePaths.contact);
  await expect(page.locator('html[data-same-visit]')).toHaveCount(1);

  await fillContact(page, 'We would like help with our cloud backups.');
  const posted = postTo(page, apiPaths.contact);
  await contactForm(page).getByRole('button', { name: 'Send message' }).click();
  expect(jsonOf(await posted)).toMatchObject({
    ...campaign,
    email: 'jane@acme.example',
    locale: 'en',
  });
  await expect(contactForm(page).getByRole('status')).toContainText('your message has been sent');
});

test('names the site the visit came from, and a later page of the visit changes nothing', async ({
  page,
}) => {
  await page.goto(pagePaths.services, { referer: 'https://news.example.org/issue/12' });
  await gotoReady(page, `${pagePaths.contact}?utm_source=later`);
  await fillContact(page, 'We would like a quote for managed IT.');
  const posted = postTo(page, apiPaths.contact);
  await contactForm(page).getByRole('button', { name: 'Send message' }).click();
  expect(jsonOf(await posted)).toMatchObject({
    landing: pagePaths.services,
    referrer: 'news.example.org',
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
  });
});

test('a newsletter sign-up carries it too', async ({ page }) => {
  await gotoReady(page, landing);
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByLabel('Your e-mail address').fill(`jane+source-${Date.now()}@acme.example`);
  const posted = postTo(page, apiPaths.newsletter);
  await form.getByLabel('Your e-mail address').press('Enter');
  expect(jsonOf(await posted)).toMatchObject(campaign);
});

test("a message the browser posts itself, when the app's code never comes, carries it in the form's hidden fields", async ({
  page,
}) => {
  await gotoReady(page, landing);
  // On the next page every chunk but the boot script's fails, once the message has been sent.
  let fail = () => {};
  const failing = new Promise<void>((resolve) => (fail = resolve));
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await failing;
    await route.abort();
  });
  await page.goto(pagePaths.contact);
  await fillContact(page, `Please call us about a new office network (${Date.now()}).`);
  const posted = postTo(page, apiPaths.contact);
  await contactForm(page).getByRole('button', { name: 'Send message' }).click();
  fail();
  expect(Object.fromEntries(new URLSearchParams((await posted).postData() ?? ''))).toMatchObject(
    campaign,
  );
  await expect(page).toHaveURL(new RegExp(`${pagePaths.thankYou}$`));
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a post carries the source fields empty: the receiver reads its request instead', async ({
    page,
  }) => {
    await page.goto(landing);
    await page.goto(pagePaths.contact);
    await fillContact(page, 'We would like help moving our servers.');
    const posted = postTo(page, apiPaths.contact);
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    const body = Object.fromEntries(new URLSearchParams((await posted).postData() ?? ''));
    expect(body).toMatchObject({
      landing: '',
      referrer: '',
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
    });
    await expect(page).toHaveURL(new RegExp(`${pagePaths.thankYou}$`));
  });
});
