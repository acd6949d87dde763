import { expect, test, type Locator, type Page } from '@playwright/test';
import type * as Routes from '../src/app/routes';
import { luminance } from './luminance';
import { waitForHydration } from './support';
import { siteModule } from './siteModules';

const { notFoundRoute, routes } = await siteModule<typeof Routes>('/src/app/routes.ts');

// The theme follows the system until the visitor chooses light or dark in the header
// (or the menu); the choice holds from the first paint, across reloads and navigation.

const allPaths = [...routes.map(({ path }) => path), '/no-such-page'];

const isDark = (rgb: string) => luminance(rgb) < 0.05;

const expectTheme = async (page: Page, theme: 'light' | 'dark') => {
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(isDark(background), background).toBe(theme === 'dark');
  // Native controls, scrollbars and the menu's dialog follow.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
    theme,
  );
};

const headerControl = (page: Page): Locator =>
  page.getByRole('banner').getByRole('combobox', { name: 'Theme' });

/** Sums the layout shifts from now until `done` settles and two frames have passed. */
async function layoutShiftDuring(page: Page, done: () => Promise<unknown>): Promise<number> {
  await page.evaluate(() => {
    const shifts: number[] = [];
    Object.assign(window, { themeShifts: shifts });
    new PerformanceObserver((list) =>
      list
        .getEntries()
        .forEach((entry) => shifts.push((entry as unknown as { value: number }).value)),
    ).observe({
      type: 'layout-shift',
    });
  });
  await done();
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++)
      await new Promise((next) => requestAnimationFrame(next));
    return (window as unknown as { themeShifts: number[] }).themeShifts.reduce(
      (sum, value) => sum + value,
      0,
    );
  });
}

test.describe('without JavaScript, the system set to dark', () => {
  test.use({
    javaScriptEnabled: false,
    colorScheme: 'dark',
    viewport: { width: 390, height: 800 },
  });

  for (const path of allPaths) {
    test(`${path === '/no-such-page' ? notFoundRoute.title : path} is dark`, async ({ page }) => {
      await page.goto(path);
      await expectTheme(page, 'dark');
      // The control needs the page's script, so it steps aside.
      await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveCount(0);
    });
  }
});

/** The page's background the moment <body> exists, before any of it can paint. */
async function recordFirstBackground(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      observer.disconnect();
      Object.assign(window, { firstBackground: getComputedStyle(document.body).backgroundColor });
    }).observe(document, { childList: true, subtree: true });
  });
  // Read from the new document only: the previous one holds a reading too, and going to
  // the same address again must not return it.
  return async (path: string) => {
    const before = await page.evaluate(() => performance.timeOrigin);
    await page.goto(path, { waitUntil: 'commit' });
    const first = await page.waitForFunction(
      (previous) =>
        performance.timeOrigin !== previous &&
        (window as unknown as { firstBackground?: string }).firstBackground,
      before,
    );
    return (await first.jsonValue()) as string;
  };
}

async function expectEveryPageDark(firstBackground: (path: string) => Promise<string>) {
  for (const path of allPaths) {
    const background = await firstBackground(path);
    expect(isDark(background), `${path}: ${background}`).toBe(true);
  }
}

test.describe('from the first paint', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('every page is dark with the system set to dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const firstBackground = await recordFirstBackground(page);
    await expectEveryPageDark(firstBackground);
  });

  test('every page is dark once the visitor chose dark, the system being light', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const firstBackground = await recordFirstBackground(page);
    expect(isDark(await firstBackground('/'))).toBe(false);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('combobox', { name: 'Theme' })
      .selectOption({ label: 'Dark' });
    await expectTheme(page, 'dark');
    await expectEveryPageDark(firstBackground);
  });
});

test.describe('the theme control', () => {
  test.use({ colorScheme: 'light', viewport: { width: 1280, height: 800 } });

  test('switches at once without moving anything, and the choice survives a reload and navigation', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await waitForHydration(page);
    await expectTheme(page, 'light');
    await expect(headerControl(page)).toHaveValue('system');

    const shift = await layoutShiftDuring(page, () =>
      headerControl(page).selectOption({ label: 'Dark' }),
    );
    await expectTheme(page, 'dark');
    expect(shift).toBe(0);

    await page.reload();
    await expectTheme(page, 'dark');
    await waitForHydration(page);
    await expect(headerControl(page)).toHaveValue('dark');

    await page.getByRole('banner').getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expectTheme(page, 'dark');
    await expect(headerControl(page)).toHaveValue('dark');

    // The pinned header's copy, shown once the page scrolls, agrees.
    await page.evaluate(() => window.scrollTo(0, 1200));
    const pinned = page
      .getByRole('navigation', { name: 'Main, pinned' })
      .locator('..')
      .getByRole('combobox', { name: 'Theme' });
    await expect(pinned).toHaveValue('dark');
    await pinned.selectOption({ label: 'Light' });
    await expectTheme(page, 'light');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(headerControl(page)).toHaveValue('light');

    await headerControl(page).selectOption({ label: 'System' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectTheme(page, 'dark');
    await page.reload();
    await expectTheme(page, 'dark');
    await expect(headerControl(page)).toHaveValue('system');
    expect(problems).toEqual([]);
  });

  test('works before the app is live, and hydration keeps the choice', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Every script but the boot script, which the parser waits for before DOMContentLoaded.
    await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await headerControl(page).selectOption({ label: 'Dark' });
    await expectTheme(page, 'dark');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    release();
    await waitForHydration(page);
    await expect(headerControl(page)).toHaveValue('dark');
    await expectTheme(page, 'dark');
    expect(problems).toEqual([]);
  });

  test('is in the menu on a phone, where it shows and changes the same choice', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(headerControl(page)).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menuControl = page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('combobox', { name: 'Theme' });
    await expect(menuControl).toHaveValue('system');
    await menuControl.selectOption({ label: 'Dark' });
    await expectTheme(page, 'dark');
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(menuControl).toHaveValue('dark');
  });
});

/** The visible controls in `scope` that lose their edge, or show no focus ring, in forced colours. */
async function edgelessControls(scope: Locator): Promise<string[]> {
  const controls = scope
    .locator('button, input:not([type="hidden"]), select, textarea')
    .filter({ visible: true });
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  const edgeless: string[] = [];
  for (let index = 0; index < count; index++) {
    const control = controls.nth(index);
    const name = await control.evaluate(
      (element) =>
        element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName,
    );
    // A transparent border is drawn in forced colours; a fill is not.
    const sides = await control.evaluate((element) => {
      const style = getComputedStyle(element);
      return ['top', 'right', 'bottom', 'left'].filter(
        (side) =>
          style.getPropertyValue(`border-${side}-style`) !== 'none' &&
          parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0,
      ).length;
    });
    // The newsletter's field and button share an edge, each drawing three sides of the pair.
    if (sides < 3) edgeless.push(name);
    await control.focus();
    const ring = await control.evaluate((element) => {
      const style = getComputedStyle(element);
      return (
        !element.matches(':focus-visible') ||
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
      );
    });
    if (!ring) edgeless.push(`${name} (focus)`);
  }
  return edgeless;
}

test.describe('in forced colours', () => {
  test.use({ forcedColors: 'active' });

  for (const width of [390, 1280]) {
    for (const path of ['/', '/contact']) {
      test(`every control on ${path} keeps a visible edge and focus ring at ${width} px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await waitForHydration(page);
        expect(await edgelessControls(page.locator('body'))).toEqual([]);
      });
    }
  }

  test('so does every control in the open menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    expect(await edgelessControls(page.getByRole('dialog', { name: 'Menu' }))).toEqual([]);
  });
});
