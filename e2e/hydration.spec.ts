import { expect, test, type Page } from '@playwright/test';
import type * as Routes from '../src/app/routes';
import { localePath } from '../src/content/locale';
import { buildAndServe } from './fixtures/siteBuild';
import { waitForHydration } from './support';
import { siteModule } from './siteModules';

const { notFoundRoute, routes } = await siteModule<typeof Routes>('/src/app/routes.ts');

// React says what went wrong with hydration (an attribute, a text, an id that differs from
// the prerendered HTML) only in its development build; the production build silently keeps
// the HTML, and ids the app looks up are then not on the page. One development build of the
// site, shared by this file's tests: they run in order, in one worker.
test.describe.configure({ mode: 'default' });

let built: Awaited<ReturnType<typeof buildAndServe>>;

test.beforeAll(async ({}, testInfo) => {
  // A whole build of both languages' bundles comes first.
  testInfo.setTimeout(240_000);
  built = await buildAndServe(`dist-e2e-development-${testInfo.parallelIndex}`, {
    NODE_ENV: 'development',
  });
});
test.afterAll(async () => built?.stop());

/** Every error and warning the page logs or throws, React's hydration reports and recoverable errors among them. */
function problemsOf(page: Page, missingPath?: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The 404 page's own document is answered 404, as it should be.
    if (
      missingPath &&
      message.location().url === `${built.baseURL}${missingPath}` &&
      message.text().includes('404')
    )
      return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const pages = [...routes.map(({ path }) => path), '/no-such-page'];

for (const path of pages) {
  test(`${path} hydrates exactly as prerendered`, async ({ page }) => {
    const problems = problemsOf(page, path === '/no-such-page' ? path : undefined);
    await page.goto(`${built.baseURL}${path}`);
    await waitForHydration(page);
    // React logs a mismatch while it hydrates, before it commits: the page is live by now.
    expect(problems).toEqual([]);
  });
}

// The Spanish build is the same code with other words and addresses: one test visits them all.
test('every Spanish page hydrates exactly as prerendered, and client navigation renders them without a warning', async ({
  page,
}) => {
  test.slow();
  for (const path of pages.map((path) => localePath(path, 'es'))) {
    const problems = problemsOf(page, path.endsWith('/no-such-page') ? path : undefined);
    await page.goto(`${built.baseURL}${path}`);
    await waitForHydration(page);
    expect(problems, path).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
  const problems = problemsOf(page);
  await page.goto(`${built.baseURL}${localePath('/privacy-policy', 'es')}`);
  await waitForHydration(page);
  for (const { path } of [
    ...routes.filter((route) => route.path !== '/privacy-policy'),
    notFoundRoute,
  ]) {
    const address = localePath(path === notFoundRoute.path ? '/no-such-page' : path, 'es');
    // The heading as the page's own prerendered HTML has it, in Spanish.
    const html = await (await page.request.get(`${built.baseURL}${address}`)).text();
    const heading = html
      .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, address);
    await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(heading ?? '');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  }
  expect(problems).toEqual([]);
});

test('client navigation renders every page without a warning', async ({ page }) => {
  const problems = problemsOf(page);
  await page.goto(`${built.baseURL}/privacy-policy`);
  await waitForHydration(page);
  for (const { path, heading } of [
    ...routes.filter((route) => route.path !== '/privacy-policy'),
    notFoundRoute,
  ]) {
    await page.evaluate(
      (to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      },
      path === notFoundRoute.path ? '/no-such-page' : path,
    );
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  }
  expect(problems).toEqual([]);
});
