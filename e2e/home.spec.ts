import { expect, test, type Locator, type Page } from '@playwright/test';
import { centre, firstShown, gotoWithFrozenClock, slidesShown } from './carousel';
import { expectExclusiveFaq } from './faq';
import { gotoReady } from './support';

const services = (page: Page) => page.getByRole('region', { name: 'Our services' });
const technologies = (page: Page) =>
  page.getByRole('region', { name: 'Technologies we work with' });
const rotator = (page: Page) => page.getByRole('region', { name: 'Client testimonials' });
const statsBand = (page: Page) => page.getByRole('region', { name: 'Our work in numbers' });
const figures = (page: Page) => statsBand(page).locator('p > span[aria-hidden="true"]');
/** Moves the pointer off every carousel, so hovering never holds one. */
const pointerAway = (page: Page) => page.mouse.move(1, 1);
/** Waits until a carousel is rotating (its live region goes quiet), so its timer runs. */
const rotating = (region: Locator) =>
  expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');

test.describe('home page content', () => {
  test('shows every section in order with its copy', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Grow Your Business with Our Expert IT Services',
    );
    await expect(page.getByText('Managed IT & Security Services')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Why businesses choose Vantix',
      'Get Your Business Ready With The Best Global IT Solutions',
      'Exclusive Solutions Crafted For Your Business',
      'Our work in numbers',
      'What Happy Clients Says About Us?',
      'Talk To About Any Question?',
      'Smart Solutions For Your Success',
    ]);
    for (const point of [
      'Intelligent Systems & Enterprise Integration',
      'End-to-End Process & Application Optimization',
      'Strategy, Transformation & Leadership',
    ]) {
      await expect(page.getByText(point)).toBeVisible();
    }
    for (const label of [
      'Finished Project',
      'Happy Clients',
      'Skilled Experts',
      'Honorable Awards',
    ]) {
      await expect(statsBand(page).getByText(label)).toBeVisible();
    }
    await expect(page.getByText('Our technologies', { exact: true })).toBeVisible();
    const logos = technologies(page).locator(
      '[aria-roledescription="slide"]:not(.carousel-clone) img',
    );
    await expect(logos).toHaveCount(8);
    for (const alt of [
      'Microsoft Azure',
      'Salesforce',
      'Microsoft',
      'ServiceNow',
      'Cloud',
      'Wipro',
      'Amazon One',
      'Oracle Cloud',
    ]) {
      await expect(logos.and(page.getByAltText(alt, { exact: true }))).toHaveAttribute(
        'width',
        '220',
      );
    }
    const titles = services(page).locator('[aria-roledescription="slide"]:not(.carousel-clone) h3');
    await expect(titles).toHaveText([
      'Software Development',
      'Talent Sourcing',
      'Business Intelligence',
      'Cloud Services',
      'Artificial Intelligence',
    ]);
  });

  test('the hero is at least 430 px high on desktop, its image loaded first, and ABOUT US leads to /about', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    const hero = page.getByRole('region', {
      name: 'Grow Your Business with Our Expert IT Services',
    });
    expect((await hero.boundingBox())?.height).toBeGreaterThanOrEqual(430);
    const image = hero.getByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await hero.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('loads nothing from another host', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    await gotoReady(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });
});

test.describe('carousels', () => {
  for (const [width, perView] of [
    [500, 1],
    [700, 2],
    [1000, 3],
    [1300, 4],
  ] as const) {
    test(`show ${perView} service card(s) and ${perView} logo(s) at ${width} px, the rest hidden`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoReady(page, '/');
      for (const region of [services(page), technologies(page)]) {
        const { seen, exposed } = await slidesShown(region);
        expect(seen).toHaveLength(perView);
        expect(exposed).toEqual(seen);
      }
      const cell = technologies(page).locator('[aria-roledescription="slide"]').first();
      expect((await cell.boundingBox())?.height).toBe(150);
    });
  }

  test('the services carousel advances one card every 5 s and loops', async ({ page }) => {
    await gotoWithFrozenClock(page, '/');
    await centre(services(page));
    await pointerAway(page);
    await rotating(services(page));
    await page.clock.runFor(4500);
    expect(await firstShown(services(page))).toBe('1 of 5');
    await page.clock.runFor(500);
    await expect.poll(() => firstShown(services(page))).toBe('2 of 5');
    for (const next of ['3 of 5', '4 of 5', '5 of 5', '1 of 5', '2 of 5']) {
      await page.clock.runFor(5000);
      await expect.poll(() => firstShown(services(page))).toBe(next);
    }
  });

  test('the technologies carousel advances every 3 s and keeps going after a click', async ({
    page,
  }) => {
    await gotoWithFrozenClock(page, '/');
    await centre(technologies(page));
    await pointerAway(page);
    await rotating(technologies(page));
    await page.clock.runFor(3000);
    await expect.poll(() => firstShown(technologies(page))).toBe('2 of 8');
    await technologies(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => firstShown(technologies(page))).toBe('1 of 8');
    await technologies(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => firstShown(technologies(page))).toBe('8 of 8');
    await pointerAway(page);
    await centre(technologies(page));
    await rotating(technologies(page));
    await page.clock.runFor(3000);
    await expect.poll(() => firstShown(technologies(page))).toBe('1 of 8');
  });

  test('the pause button stops the rotation until play is pressed', async ({ page }) => {
    await gotoWithFrozenClock(page, '/');
    await centre(services(page));
    await services(page).getByRole('button', { name: 'Stop slide rotation' }).click();
    await pointerAway(page);
    await page.clock.runFor(20000);
    expect(await firstShown(services(page))).toBe('1 of 5');
    await services(page).getByRole('button', { name: 'Start slide rotation' }).click();
    await pointerAway(page);
    await centre(services(page));
    await rotating(services(page));
    await page.clock.runFor(5000);
    await expect.poll(() => firstShown(services(page))).toBe('2 of 5');
  });

  test('hovering holds the rotation', async ({ page }) => {
    await gotoWithFrozenClock(page, '/');
    await centre(services(page));
    await services(page).locator('article').first().hover();
    await page.clock.runFor(15000);
    expect(await firstShown(services(page))).toBe('1 of 5');
    await pointerAway(page);
    await rotating(services(page));
    await page.clock.runFor(5000);
    await expect.poll(() => firstShown(services(page))).toBe('2 of 5');
  });

  test('keyboard: the pause button comes first, and slides out of view take no focus', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await page.getByRole('link', { name: 'See our case studies' }).focus();
    await page.keyboard.press('Tab');
    await expect(services(page).getByRole('button', { name: 'Stop slide rotation' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'See all services' })).toBeFocused();
  });
});

test.describe('customer feedback', () => {
  test('rotates every 1.5 s, wraps, enlarges the active avatar, and lets a visitor pick', async ({
    page,
  }) => {
    await gotoWithFrozenClock(page, '/');
    await centre(rotator(page));
    await pointerAway(page);
    await rotating(rotator(page));
    const active = rotator(page).locator('[aria-roledescription="slide"]:not([aria-hidden])');
    await expect(active).toHaveAttribute('aria-label', '1 of 3');
    await page.clock.runFor(1500);
    await expect(active).toHaveAttribute('aria-label', '2 of 3');
    const david = rotator(page).getByRole('button', {
      name: 'Show the testimonial of David Okafor',
    });
    await expect(david).toHaveAttribute('aria-current', 'true');
    const sarah = rotator(page).getByRole('button', {
      name: 'Show the testimonial of Sarah Mitchell',
    });
    const width = (button: Locator) => button.evaluate((el) => el.getBoundingClientRect().width);
    await expect.poll(async () => (await width(david)) / (await width(sarah))).toBeGreaterThan(1.3);
    await page.clock.runFor(3000);
    await expect(active).toHaveAttribute('aria-label', '1 of 3');
    await rotator(page).getByRole('button', { name: 'Show the testimonial of Elena Ruiz' }).click();
    await expect(active).toHaveAttribute('aria-label', '3 of 3');
    await expect(active).toContainText('Elena Ruiz');
  });
});

test.describe('FAQ', () => {
  test('one answer open at a time, the first initially; the open one closes all', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await expectExclusiveFaq(page);
  });
});

test.describe('motion on scroll', () => {
  test('statistics show 0+ until scrolled to, then count up to their figures in 1 s', async ({
    page,
  }) => {
    await gotoWithFrozenClock(page, '/');
    await expect(figures(page)).toHaveText(['0+', '0+', '0+', '0+']);
    await expect(statsBand(page).getByText('1000+', { exact: true }).first()).toBeAttached();
    await page.clock.runFor(2000);
    await expect(figures(page)).toHaveText(['0+', '0+', '0+', '0+']);
    await centre(statsBand(page));
    const first = async () => {
      await page.clock.runFor(50);
      return parseInt((await figures(page).first().textContent()) ?? '', 10);
    };
    // Once the count has begun it is still on its way up, not at the figure at once.
    await expect.poll(first).toBeGreaterThan(0);
    expect(await first()).toBeLessThan(1000);
    await page.clock.runFor(1000);
    await expect(figures(page)).toHaveText(['1000+', '500+', '1000+', '50+']);
  });

  test('the intro strip shows on the first screen before the page has hydrated', async ({
    page,
  }) => {
    await page.route(/\/assets\/framework-[^/]+\.js$/, () => {}); // the framework never arrives
    await page.goto('/');
    const strip = page
      .getByRole('region', { name: 'Why businesses choose Vantix' })
      .getByRole('list');
    await expect(strip).toBeInViewport();
    await expect(strip).toHaveCSS('opacity', '1');
  });

  test('the intro strip is drawn over the foot of the hero, its top edge not cut off', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    const strip = page
      .getByRole('region', { name: 'Why businesses choose Vantix' })
      .getByRole('list');
    // Read in one go: the page may still settle (its fonts arrive after load) between two reads.
    const { top, heroFoot, drawnOnTop } = await strip.evaluate((list) => {
      const box = list.getBoundingClientRect();
      return {
        top: box.top,
        heroFoot: document.querySelector('h1')!.closest('section')!.getBoundingClientRect().bottom,
        drawnOnTop: list.contains(document.elementFromPoint(box.left + box.width / 2, box.top + 2)),
      };
    });
    expect(top).toBeLessThan(heroFoot);
    expect(drawnOnTop).toBe(true);
  });

  test('the intro strip fades in once its top is 150 px above the window bottom', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 560 });
    await gotoReady(page, '/');
    const strip = page
      .getByRole('region', { name: 'Why businesses choose Vantix' })
      .getByRole('list');
    // Measured at each step: the web fonts, added after load, may still move the strip.
    const scrollTopAbove = (above: number) =>
      strip.evaluate(
        (list, above) =>
          window.scrollBy(0, list.getBoundingClientRect().top - (window.innerHeight - above)),
        above,
      );
    await expect(strip).toHaveCSS('opacity', '0');
    await scrollTopAbove(140);
    // Two rendering frames: the observer has reported this position by then.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(strip).toHaveAttribute('data-revealed', 'false');
    await scrollTopAbove(160);
    await expect(strip).toHaveAttribute('data-revealed', 'true');
    await expect(strip).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(strip).toHaveAttribute('data-revealed', 'true');
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves by itself, figures and the intro show at once, and play is offered', async ({
    page,
  }) => {
    await gotoWithFrozenClock(page, '/');
    await expect(figures(page)).toHaveText(['1000+', '500+', '1000+', '50+']);
    await expect(
      page.getByRole('region', { name: 'Why businesses choose Vantix' }).getByRole('list'),
    ).toHaveCSS('opacity', '1');
    await centre(services(page));
    await pointerAway(page);
    await page.clock.runFor(20000);
    expect(await firstShown(services(page))).toBe('1 of 5');
    await expect(
      services(page).getByRole('button', { name: 'Start slide rotation' }),
    ).toBeVisible();
    await expect(
      rotator(page).locator('[aria-roledescription="slide"]:not([aria-hidden])'),
    ).toHaveAttribute('aria-label', '1 of 3');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every slide, testimonial, answer and figure is there to read', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    for (const title of [
      'Software Development',
      'Talent Sourcing',
      'Business Intelligence',
      'Cloud Services',
      'Artificial Intelligence',
    ]) {
      await expect(services(page).getByRole('heading', { name: title })).toBeVisible();
    }
    for (const alt of ['Microsoft Azure', 'Oracle Cloud'])
      await expect(technologies(page).getByAltText(alt).first()).toBeVisible();
    for (const name of ['Sarah Mitchell', 'David Okafor', 'Elena Ruiz'])
      await expect(rotator(page).getByText(name, { exact: true })).toBeVisible();
    await expectExclusiveFaq(page);
    await expect(figures(page)).toHaveText(['1000+', '500+', '1000+', '50+']);
    await expect(
      page.getByRole('region', { name: 'Why businesses choose Vantix' }).getByRole('list'),
    ).toHaveCSS('opacity', '1');
    await expect(services(page).getByRole('button', { name: 'Next slide' })).toBeHidden();
  });
});
