import { expect, test, type Page, type Request } from '@playwright/test';
import { apiPaths } from '../src/addresses.mjs';
import { gotoReady } from './support';

/** The page-view beacons the page sends, as the fields they carry. */
function beacons(page: Page): Record<string, string>[] {
  const sent: Record<string, string>[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === apiPaths.traffic)
      sent.push(Object.fromEntries(new URLSearchParams(request.postData() ?? '')));
  });
  return sent;
}

/** Two frames painted: a beacon due after the next paint has gone by then. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

test('counts the landing with its campaign, then each page the visitor moves to, on its own origin', async ({
  page,
}) => {
  const sent = beacons(page);
  const answered = page.waitForResponse((response) => response.url().endsWith(apiPaths.traffic));
  await gotoReady(page, '/services?utm_source=newsletter&utm_campaign=autumn');
  expect((await answered).status()).toBe(204);
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact us' })
    .click();
  await expect.poll(() => sent.length).toBe(2);
  expect(sent).toEqual([
    {
      path: '/services',
      language: 'en',
      device: 'desktop',
      utm_source: 'newsletter',
      utm_campaign: 'autumn',
    },
    { path: '/contact', language: 'en', device: 'desktop' },
  ]);
});

test('sends nothing from a browser asking for Global Privacy Control', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }),
  );
  const sent = beacons(page);
  await gotoReady(page, '/about');
  await twoFrames(page);
  expect(sent).toEqual([]);
});
