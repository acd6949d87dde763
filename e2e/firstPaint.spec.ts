import { expect, test, type Page } from '@playwright/test';
import { faqItems } from './faq';
import { waitForHydration } from './support';

// The menu and the FAQ work from the first paint, natively, before the app is live.

const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Open menu' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

/** Holds back every script but the boot script, so the page stays prerendered HTML; returns its release. */
async function holdAppCode(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.use({ viewport: { width: 390, height: 800 } });

test('before the app arrives, a tap opens the menu and a click opens a FAQ answer; the app then agrees', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();

  const [cloud, plan] = faqItems(page) as [
    ReturnType<typeof faqItems>[number],
    ReturnType<typeof faqItems>[number],
  ];
  await plan.locator('summary').click();
  await expect(plan).toHaveAttribute('open');
  await expect(cloud).not.toHaveAttribute('open');
  await page.evaluate(() => window.scrollTo(0, 0));
  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();

  release();
  await waitForHydration(page);
  // Nothing toggled twice: what was open stays open, and closes as ever.
  await expect(drawer(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(plan).toHaveAttribute('open');
  await expect(cloud).not.toHaveAttribute('open');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu opens and its links navigate; the FAQ opens and closes', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    await expect(drawer(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
    await drawer(page).getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await page.goto('/');
    const [cloud, plan] = faqItems(page) as [
      ReturnType<typeof faqItems>[number],
      ReturnType<typeof faqItems>[number],
    ];
    await plan.locator('summary').click();
    await expect(plan).toHaveAttribute('open');
    await expect(cloud).not.toHaveAttribute('open');
    await plan.locator('summary').click();
    await expect(plan).not.toHaveAttribute('open');
  });
});
