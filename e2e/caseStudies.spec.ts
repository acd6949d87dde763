import { expect, test } from '@playwright/test';
import type * as Routes from '../src/app/routes';
import { projectRoot, readCaseStudies } from '../src/content/build/read';
import type * as Seo from '../src/app/seo';
import { watchCspViolations } from './pageChecks';
import { gotoReady } from './support';
import { siteModule } from './siteModules';

const { routes } = await siteModule<typeof Routes>('/src/app/routes.ts');
const { siteUrl } = await siteModule<typeof Seo>('/src/app/seo.ts');

const studies = readCaseStudies(projectRoot, 'en').map(({ study }) => study);

test.describe('the case studies list', () => {
  test('shows the three studies, newest first, each linking to its page', async ({ page }) => {
    await gotoReady(page, '/case-studies');
    await expect(page.getByRole('heading', { level: 1, name: 'Case studies' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
      studies.map(({ title }) => title),
    );
    const dates = await cards
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    for (const [index, study] of studies.entries()) {
      await expect(
        cards.nth(index).getByRole('link', { name: new RegExp(study.title) }),
      ).toHaveAttribute('href', study.path);
    }
  });

  test("shows the newest study's cover whole where it lies beside the text", async ({ page }) => {
    await gotoReady(page, '/case-studies');
    const cover = page.getByRole('main').getByRole('article').first().getByRole('img');
    for (const width of [700, 900, 1100]) {
      await page.setViewportSize({ width, height: 800 });
      const { ratio, natural, fit } = await cover.evaluate((img: HTMLImageElement) => ({
        ratio: img.clientWidth / img.clientHeight,
        natural: img.naturalWidth / img.naturalHeight,
        fit: getComputedStyle(img).objectFit,
      }));
      // Covering a box of other proportions crops the drawing along one side; containing it does
      // not.
      const shownShare = fit === 'contain' ? 1 : Math.min(ratio / natural, natural / ratio);
      expect(shownShare, `at ${width} px`).toBeGreaterThan(0.99);
    }
  });

  test('announces its Atom feed, which is served as one with the three studies', async ({
    page,
    request,
  }) => {
    await page.goto('/case-studies');
    const feedLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(feedLink).toHaveAttribute('href', `${siteUrl}/case-studies/feed.xml`);
    const response = await request.get('/case-studies/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/);
    const feed = await response.text();
    expect(
      [...feed.matchAll(/<entry>[\s\S]*?<title>(.*?)<\/title>/g)].map(([, title]) => title),
    ).toEqual(studies.map(({ title }) => title));
  });

  test('is reached from the home page, the services page and the footer, while the header keeps its four links', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await expect(
      page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link'),
    ).toHaveCount(4);
    await page.getByRole('link', { name: 'See our case studies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Case studies' })).toBeVisible();

    await gotoReady(page, '/services');
    await page.getByRole('link', { name: 'Read our case studies' }).click();
    await expect(page).toHaveURL(/\/case-studies$/);

    await gotoReady(page, '/contact');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Case studies' }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });
});

test.describe('a case study page', () => {
  for (const study of studies) {
    test(`${study.path} has its heading, trail, figures, story, structured data and sitemap entry`, async ({
      page,
      request,
    }) => {
      const violations = await watchCspViolations(page);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await gotoReady(page, study.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link')).toHaveText(['Home', 'Case studies']);
      await expect(trail.locator('[aria-current="page"]')).toHaveText(study.title);
      await expect(
        page.getByRole('region', { name: 'The results in figures' }).getByRole('listitem'),
      ).toHaveCount(study.results.length);
      await expect(page.getByRole('heading', { level: 2, name: 'What we did' })).toBeVisible();

      const cover = page.getByRole('img', { name: study.cover.alt });
      await expect(cover).toHaveAttribute('width', /\d+/);
      await expect(cover).toHaveAttribute('height', /\d+/);
      expect(
        await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);

      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
      expect(data.find((item) => item['@type'] === 'Article')).toMatchObject({
        headline: study.title,
        datePublished: study.date,
        publisher: { name: 'Vantix IT Solutions' },
      });

      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(sitemap).toContain(`<loc>${siteUrl}${study.path}</loc>`);
      expect(await violations()).toEqual([]);
      // A prerendered page that the app renders differently is reported as an error.
      expect(errors).toEqual([]);
    });
  }

  test('sets each fact of the engagement right under its name, whatever its neighbour holds', async ({
    page,
  }) => {
    await gotoReady(page, studies[0]!.path);
    for (const width of [900, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // How far below its name each value starts: the same for every fact.
      const offsets = await page
        .locator('main dl > div')
        .evaluateAll((facts) =>
          facts.map(
            (fact) =>
              fact.querySelector('dd')!.getBoundingClientRect().top -
              fact.querySelector('dt')!.getBoundingClientRect().top,
          ),
        );
      expect(offsets.length, `at ${width} px`).toBe(4);
      expect(Math.max(...offsets) - Math.min(...offsets), `at ${width} px`).toBeLessThan(1);
    }
  });

  test('sets its story in a column of readable measure, centred in a wide window', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1536, height: 800 });
    await gotoReady(page, studies[0]!.path);
    // The story's column is the element its headings and paragraphs sit in.
    const heading = page.getByRole('heading', { level: 2, name: 'Where they started' });
    const { left, right, ems } = await heading.evaluate((title) => {
      const column = title.parentElement!;
      const box = column.getBoundingClientRect();
      return {
        left: box.left,
        right: document.documentElement.clientWidth - box.right,
        ems: box.width / parseFloat(getComputedStyle(column).fontSize),
      };
    });
    expect(ems).toBeLessThanOrEqual(40);
    expect(Math.abs(left - right)).toBeLessThan(2);
  });

  test('keeps its trail on one line on a phone, the long title given way to with an ellipsis', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const longest = [...studies].sort((a, b) => b.title.length - a.title.length)[0]!;
    await gotoReady(page, longest.path);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    const links = await trail
      .getByRole('link')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    const current = trail.locator('[aria-current="page"]');
    const box = await current.boundingBox();
    expect(links.every((top) => Math.abs(top - links[0]!) < 1)).toBe(true);
    expect(Math.abs((box?.y ?? 0) - links[0]!)).toBeLessThan(4);
    // Cut short on screen, whole for assistive technology and in the heading above.
    await expect(current).toHaveText(longest.title);
    expect(await current.evaluate((name) => name.scrollWidth > name.clientWidth)).toBe(true);
    expect((await trail.boundingBox())!.width).toBeLessThanOrEqual(390);
  });

  test('opens from the list in the app, and its title and story follow', async ({ page }) => {
    await gotoReady(page, '/case-studies');
    const [first, second] = studies;
    await page.getByRole('link', { name: new RegExp(first!.title) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
    await expect(page).toHaveTitle(routes.find(({ path }) => path === first!.path)!.title);
    await page.getByRole('link', { name: 'All case studies' }).click();
    await page.getByRole('link', { name: new RegExp(second!.title) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.title);
    await expect(page.getByText(second!.challenge)).toBeVisible();
    // The story arrives in a chunk of its own.
    await expect(page.getByRole('heading', { level: 2, name: 'What we did' })).toBeVisible();
  });
});
