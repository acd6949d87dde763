import { expect, test, type Page } from '@playwright/test';
import { adminContentSecurityPolicy } from '../scripts/hosting.mjs';
import { cmsAuthPaths } from '../src/admin/authPaths';
import { watchCspViolations } from './pageChecks';

/**
 * Opens the content manager with every request outside the site's origin refused and
 * recorded, so a test both runs offline and proves the page asked nothing of another host.
 */
async function openAdmin(page: Page) {
  const elsewhere: string[] = [];
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.route(
    (url) => url.origin !== origin && !['data:', 'blob:'].includes(url.protocol),
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    },
  );
  const violations = await watchCspViolations(page);
  const response = await page.goto('/admin/');
  await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
  return { response, elsewhere, violations };
}

test('the content manager loads from the site alone, with its own policy and no violation of it', async ({ page }) => {
  const { response, elsewhere, violations } = await openAdmin(page);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toBe(adminContentSecurityPolicy({ delivery: 'header' }));
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');
  // Its fonts are the package's own files, served from the site.
  expect(await page.evaluate(() => document.fonts.check('16px "Source Sans 3"'))).toBe(true);
  await expect(page.getByRole('button', { name: /^Sign In with \W?GitHub/ })).toBeVisible();
  expect(elsewhere).toEqual([]);
  expect(await violations()).toEqual([]);
});

test('the visitor pages keep their own policy, and the sitemap leaves the content manager out', async ({ request }) => {
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).not.toContain('unsafe-inline');
  expect(home.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(home.headers()['x-robots-tag']).toBeUndefined();
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
});

test('signing in says what to configure while GitHub is not set up', async ({ request }) => {
  for (const path of [`${cmsAuthPaths.auth}?provider=github&site_id=127.0.0.1`, `${cmsAuthPaths.callback}?code=a&state=b`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(503);
    expect(await response.text()).toContain('GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, CMS_ALLOWED_DOMAINS');
  }
});
