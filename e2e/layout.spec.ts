import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoReady } from './support';

const header = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Open menu' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

test.describe('header', () => {
  test('shows the four links inline above 1200 px, 100 px high', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, '/');
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Services', 'About us', 'Contact us']);
    await expect(menuButton(page)).toBeHidden();
    const box = await header(page).boundingBox();
    expect(box?.height).toBe(100);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  for (const width of [1200, 390]) {
    test(`collapses into the menu button at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoReady(page, '/services');
      await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(menuButton(page)).toBeVisible();
      expect((await header(page).boundingBox())?.height).toBe(100);
    });
  }
});

test.describe('drawer', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoReady(page, '/');
  });

  test('opens 300 px wide from the left with focus inside; Tab never reaches the page behind', async ({
    page,
  }) => {
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect.poll(async () => (await drawer(page).boundingBox())?.x).toBe(0);
    expect((await drawer(page).boundingBox())?.width).toBe(300);
    await expect(
      drawer(page).getByRole('navigation', { name: 'Main, menu' }).getByRole('link'),
    ).toHaveText(['Home', 'Services', 'About us', 'Contact us']);
    // A modal dialog's Tab order runs through it and the browser's own controls (focus on
    // the body), never through the page behind.
    const focusInsideOrBrowser = () =>
      drawer(page).evaluate(
        (el) => el.contains(document.activeElement) || document.activeElement === document.body,
      );
    const visited = new Set<string>();
    for (let i = 0; i < 7; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInsideOrBrowser()).toBe(true);
      visited.add(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect([...visited]).toEqual(expect.arrayContaining(['Home', 'Contact us']));
    await page.keyboard.press('Shift+Tab');
    expect(await focusInsideOrBrowser()).toBe(true);
  });

  test('closes on Escape and returns focus to the menu button', async ({ page }) => {
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('closes on the close button and on a backdrop click', async ({ page }) => {
    await menuButton(page).click();
    await drawer(page).getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer(page)).toBeHidden();
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.mouse.click(370, 400);
    await expect(drawer(page)).toBeHidden();
  });

  test('keeps the page behind from scrolling', async ({ page }) => {
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.mouse.move(360, 500);
    // Settled once the wheel event has reached the page and two frames have been drawn.
    const wheeled = await page.evaluateHandle(() => ({
      settled: new Promise<void>((resolve) =>
        window.addEventListener(
          'wheel',
          () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          { once: true, capture: true },
        ),
      ),
    }));
    await page.mouse.wheel(0, 600);
    await wheeled.evaluate(({ settled }) => settled);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('navigates and closes when a link is chosen', async ({ page }) => {
    await menuButton(page).click();
    await drawer(page).getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(drawer(page)).toBeHidden();
  });
});

test.describe('sticky header', () => {
  /** The pinned copy's navigation, also while it is hidden from assistive technology. */
  const pinnedNav = (page: Page) =>
    page.getByRole('navigation', { name: 'Main, pinned', includeHidden: true });
  /** The opacity it is drawn with: its own and its ancestors' multiplied. */
  const drawnOpacity = (page: Page) =>
    pinnedNav(page).evaluate((nav) => {
      let opacity = 1;
      for (let el: Element | null = nav; el; el = el.parentElement)
        opacity *= Number(getComputedStyle(el).opacity);
      return opacity;
    });
  /** Hidden from assistive technology (aria-hidden) and out of the tab order (inert). */
  const isHidden = async (page: Page) =>
    (await page.getByRole('navigation', { name: 'Main, pinned' }).count()) === 0 &&
    (await pinnedNav(page).evaluate((nav) => nav.closest('[inert]') !== null));

  test('appears past 0.9 of the window height and not before, and is no tab stop while hidden', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, '/privacy-policy');
    await page.evaluate(() => document.body.style.setProperty('min-height', '5000px'));
    await expect.poll(() => drawnOpacity(page)).toBe(0);
    expect(await isHidden(page)).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 720));
    await expect.poll(() => isHidden(page)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 721));
    await expect.poll(() => isHidden(page)).toBe(false);
    await expect.poll(() => drawnOpacity(page)).toBe(1);
    // Pinned within the window's top 100 px, the header's height.
    const box = await page.getByRole('navigation', { name: 'Main, pinned' }).boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? Infinity)).toBeLessThanOrEqual(100);
    await page
      .getByRole('navigation', { name: 'Main, pinned' })
      .getByRole('link', { name: 'Services' })
      .click();
    await expect(page).toHaveURL(/\/services$/);

    await gotoReady(page, '/privacy-policy');
    await page.evaluate(() => document.body.style.setProperty('min-height', '5000px'));
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => isHidden(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(() => isHidden(page)).toBe(true);
    await expect.poll(() => drawnOpacity(page)).toBe(0);
  });
});

test.describe('top bar', () => {
  test('shows contact details from 900 px and hides below', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await gotoReady(page, '/');
    const bar = page.getByRole('complementary', { name: 'Contact details' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: '+1 (972) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+19725550147',
    );
    await expect(bar).toContainText('Plano, TX');
    await page.setViewportSize({ width: 899, height: 800 });
    await expect(bar).toBeHidden();
  });
});

test.describe('page banner and footer', () => {
  for (const [path, title] of [
    ['/services', 'Services'],
    ['/about', 'About us'],
    ['/contact', 'Contact Us'],
    ['/privacy-policy', 'Privacy Policy'],
  ] as const) {
    test(`${path} has its banner and breadcrumbs`, async ({ page }) => {
      await gotoReady(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('listitem')).toHaveText(['Home', title]);
      await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(trail.locator('[aria-current="page"]')).toHaveText(title);
      // The separator between crumbs is drawn, not read out as "slash".
      expect(await trail.ariaSnapshot()).not.toMatch(/(text|listitem): \//);
    });
  }

  test('the footer has its four parts and the current year', async ({ page }) => {
    await gotoReady(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      'Quick links',
      'Contact us',
      'Get in touch',
    ]);
    for (const name of ['LinkedIn', 'Facebook', 'Google', 'Instagram']) {
      await expect(
        footer.getByRole('link', { name: `Vantix IT Solutions on ${name}` }),
      ).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Vantix IT Solutions`);
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test("the footer's contact icons keep one size and one column, the wrapped address's pin too", async ({
    page,
  }) => {
    await gotoReady(page, '/services');
    for (const width of [390, 1280, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      const icons = await page
        .getByRole('contentinfo')
        .getByRole('region', { name: 'Contact us' })
        .locator('li svg')
        .evaluateAll((svgs) =>
          svgs
            .map((svg) => svg.getBoundingClientRect())
            .map(({ left, width }) => ({ left, width })),
        );
      expect(icons, `at ${width} px`).toHaveLength(3);
      for (const icon of icons) expect(icon, `at ${width} px`).toEqual(icons[0]);
    }
  });

  test('the skip link is the first tab stop and moves to the main content', async ({ page }) => {
    await gotoReady(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe('routing', () => {
  test('an unknown address gets the 404 page with status 404 and a way home', async ({ page }) => {
    const response = await gotoReady(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found | Vantix IT Solutions');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a route change scrolls to the top and updates the title', async ({ page }) => {
    await gotoReady(page, '/about');
    await expect(page).toHaveTitle('About us | Vantix IT Solutions');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page).toHaveTitle('Contact us | Vantix IT Solutions');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('loads every page without console errors (hydration warnings: hydration.spec.ts)', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // The 404 page's own status is expected; anything else is a problem.
      if (message.location().url.endsWith('/missing')) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const path of ['/', '/services', '/about', '/contact', '/privacy-policy', '/missing']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1280]) {
    test(`every page reads and its navigation works at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Below the collapse width the menu button opens the drawer (a native dialog); above it the
      // links are inline.
      const nav = async () => {
        if (width > 1200) return header(page).getByRole('navigation', { name: 'Main' });
        await menuButton(page).click();
        await expect(drawer(page)).toBeVisible();
        return drawer(page).getByRole('navigation', { name: 'Main, menu' });
      };
      if (width <= 1200)
        await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
      // Without JavaScript each link loads a whole page, seconds on a busy machine: wait for it
      // before reading it.
      const follow = async (link: Locator, path: string) => {
        await link.click();
        await page.waitForURL((url) => url.pathname === path);
      };
      for (const [name, path, heading] of [
        ['Services', '/services', 'Services'],
        ['About us', '/about', 'About us'],
        ['Contact us', '/contact', 'Contact Us'],
        ['Home', '/', /Grow Your Business/],
      ] as const) {
        await follow((await nav()).getByRole('link', { name }), path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      }
      await follow(
        page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
        '/privacy-policy',
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    });
  }

  test('the menu closes on Escape, the close button and the backdrop, and nothing spills out of the header at 390 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect((await header(page).boundingBox())?.height).toBe(100);
    await menuButton(page).click();
    await expect(drawer(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await menuButton(page).click();
    await drawer(page).getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer(page)).toBeHidden();
    await menuButton(page).click();
    await page.mouse.click(370, 400);
    await expect(drawer(page)).toBeHidden();
  });
});
