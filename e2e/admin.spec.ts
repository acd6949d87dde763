import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminContentSecurityPolicy } from '../scripts/hosting.mjs';
import { cmsAuthPaths } from '../src/admin/authPaths';
import { contentLoader, loadContent, project } from '../src/content/load/contentFiles';
import type { Content } from '../src/content/schema/index';
import { readCheckout, stubFolderPicker, writeCheckout } from './localRepository';
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

test('the GitHub sign-in window answers the content manager that opened it', async ({ page }) => {
  await openAdmin(page);
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Sign In with \W?GitHub/ }).click();
  const signIn = await opened;
  expect(new URL(signIn.url()).pathname).toBe(cmsAuthPaths.auth);
  // Not set up here: the window's message reaches the CMS, which shows it and closes the window.
  await expect(page.getByText('OAuth app client ID or secret is not configured.')).toBeVisible();
  await expect.poll(() => signIn.isClosed()).toBe(true);
});

/** The site's content files as a checkout holds them, beside the `.git` folder the CMS looks for. */
function checkoutFiles(): Record<string, string> {
  const files: Record<string, string> = { '.git/HEAD': 'ref: refs/heads/main\n' };
  for (const file of readdirSync(project.contentRoot, { recursive: true, encoding: 'utf8' })) {
    const path = join(project.contentRoot, file);
    if (statSync(path).isFile()) files[`content/${file.split(sep).join('/')}`] = readFileSync(path, 'utf8');
  }
  return files;
}

test.describe('editing a local checkout, offline', () => {
  const homeFile = 'content/en/home.yaml';
  const newHeading = 'Dependable IT for Businesses That Cannot Stop';

  test('changes the hero heading in its file, and the build reads the new heading from it', async ({ page }) => {
    await stubFolderPicker(page);
    const { elsewhere, violations } = await openAdmin(page);
    await writeCheckout(page, checkoutFiles());
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    await page.getByText('Home page', { exact: true }).click();

    // The hero comes first on the page, and first in its file.
    const heading = page.getByRole('textbox', { name: 'Title', exact: true }).first();
    await expect(heading).toHaveValue(loadContent('home.yaml').hero.title);
    await heading.fill(newHeading);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await readCheckout(page, homeFile))[homeFile]).toContain(`title: ${newHeading}`);
    const saved = (await readCheckout(page, homeFile))[homeFile]!;
    expect(elsewhere).toEqual([]);
    expect(await violations()).toEqual([]);

    // The build's own loader, on a copy of the content with the saved file in it.
    const copy = mkdtempSync(join(tmpdir(), 'vantix-cms-'));
    try {
      cpSync(project.contentRoot, join(copy, 'content'), { recursive: true });
      symlinkSync(join(project.contentRoot, '..', 'src'), join(copy, 'src'));
      writeFileSync(join(copy, homeFile), saved);
      const rebuilt = contentLoader(copy);
      const home = rebuilt.readContentFile(rebuilt.contentPath('home.yaml', 'en')).data as Content<'home.yaml'>;
      expect(home.hero.title).toBe(newHeading);
      // Nothing else in the file changed meaning.
      expect({ ...home, hero: { ...home.hero, title: '' } }).toEqual({ ...loadContent('home.yaml'), hero: { ...loadContent('home.yaml').hero, title: '' } });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
