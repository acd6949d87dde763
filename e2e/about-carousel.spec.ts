import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { centre, firstShown, gotoWithFrozenClock, slidesShown } from './carousel';
import { gotoReady } from './support';

const reviews = (page: Page) => page.getByRole('region', { name: 'Client reviews' });
const rotating = (page: Page) =>
  expect(reviews(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'off');

test.describe('about page testimonial carousel', () => {
  for (const [width, perView] of [
    [1100, 3],
    [700, 2],
    [400, 1],
  ] as const) {
    test(`shows ${perView} card(s) at ${width} px, 30 px apart, the rest hidden`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoReady(page, '/about');
      await expect(
        page.getByRole('heading', { name: 'What happy clients says About Us?' }),
      ).toBeVisible();
      const { seen, exposed } = await slidesShown(reviews(page));
      expect(seen).toHaveLength(perView);
      expect(exposed).toEqual(seen);
      if (perView > 1) {
        const [a, b] = await Promise.all(
          [0, 1].map((i) =>
            reviews(page).locator('[aria-roledescription="slide"]').nth(i).boundingBox(),
          ),
        );
        expect(Math.round(b!.x - (a!.x + a!.width))).toBe(30);
      }
    });
  }

  for (const width of [1280, 390]) {
    test(`the shadow beside each card in view fades out, not cut at its edge (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoReady(page, '/about');
      const card = reviews(page).locator('figure').first();
      await card.scrollIntoViewIfNeeded();
      const box = (await card.boundingBox())!;
      // The page's own background, and the 3 px just left and right of the card, mid-height.
      const brightness = async (x: number) => {
        const png = await page.screenshot({
          clip: { x, y: box.y + box.height / 2, width: 3, height: 1 },
        });
        const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        return Math.min(...data);
      };
      const background = await brightness(1);
      expect(await brightness(box.x - 3)).toBeLessThan(background);
      expect(await brightness(box.x + box.width)).toBeLessThan(background);
    });
  }

  test('each card has its avatar, quote badge, rating out of 5, feedback, name and company', async ({
    page,
  }) => {
    await gotoReady(page, '/about');
    const cards = reviews(page).locator('[aria-roledescription="slide"]:not(.carousel-clone)');
    await expect(cards).toHaveCount(5);
    // Avatar, quote badge and stars: three drawings on every card.
    for (const count of await cards.evaluateAll((all) =>
      all.map((card) => card.querySelectorAll(':scope svg').length),
    ))
      expect(count).toBe(3);
    const ratings = await cards
      .locator('svg[role="img"]')
      .evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-label')));
    expect(ratings).toEqual([
      '4 out of 5',
      '5 out of 5',
      '4.5 out of 5',
      '5 out of 5',
      '4.5 out of 5',
    ]);
    await expect(cards.first()).toContainText('James Carter');
    await expect(cards.first()).toContainText('Client from Summit Retail Group');
  });

  test('plays every 2.5 s, loops, and keeps playing after a click on next', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 900 });
    await gotoWithFrozenClock(page, '/about');
    await centre(reviews(page));
    await page.mouse.move(1, 1);
    await rotating(page);
    await page.clock.runFor(2000);
    expect(await firstShown(reviews(page))).toBe('1 of 5');
    await page.clock.runFor(600);
    await expect.poll(() => firstShown(reviews(page))).toBe('2 of 5');
    await reviews(page).getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => firstShown(reviews(page))).toBe('3 of 5');
    await page.mouse.move(1, 1);
    await centre(reviews(page));
    await rotating(page);
    for (const next of ['4 of 5', '5 of 5', '1 of 5']) {
      await page.clock.runFor(2500);
      await expect.poll(() => firstShown(reviews(page))).toBe(next);
    }
  });

  test('the pause control stops it, and play starts it again', async ({ page }) => {
    await gotoWithFrozenClock(page, '/about');
    await centre(reviews(page));
    await reviews(page).getByRole('button', { name: 'Stop slide rotation' }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(10000);
    expect(await firstShown(reviews(page))).toBe('1 of 5');
    await reviews(page).getByRole('button', { name: 'Start slide rotation' }).click();
    await page.mouse.move(1, 1);
    await centre(reviews(page));
    await rotating(page);
    await page.clock.runFor(2500);
    await expect.poll(() => firstShown(reviews(page))).toBe('2 of 5');
  });
});
