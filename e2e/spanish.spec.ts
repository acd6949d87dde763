import { expect, test, type Page, type Response } from '@playwright/test';
import type * as Routes from '../src/app/routes';
import { loadContent } from '../src/content/build/read';
import { localePath, locales, type Locale } from '../src/content/locale';
import { localeFiles } from '../src/content/schema';
import type * as Seo from '../src/app/seo';
import { scrollThrough } from './pageChecks';
import { gotoReady } from './support';
import { siteModule } from './siteModules';

const { indexedRoutes, routes } = await siteModule<typeof Routes>('/src/app/routes.ts');
const { siteUrl } = await siteModule<typeof Seo>('/src/app/seo.ts');

// The Spanish pages beside the English ones: each a build of its own (SITE_LOCALE=es), under /es.
const spanish = (path: string) => localePath(path, 'es');
const chrome = { en: loadContent('chrome.yaml', 'en'), es: loadContent('chrome.yaml', 'es') };
const spanishPages = loadContent('pages.yaml', 'es');
const switchTo = (locale: Locale) => ({
  name: chrome.en.languageSwitch.names[locale],
  exact: true,
});
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('every English page has a Spanish one, in Spanish, and each names the other as its alternate', async ({
  request,
}) => {
  for (const { path } of routes) {
    for (const [locale, address] of [
      ['en', path],
      ['es', spanish(path)],
    ] as const) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      expect(html, address).toContain(`<html lang="${locale}">`);
      for (const [hreflang, href] of [
        ['en', path],
        ['es', spanish(path)],
        ['x-default', path],
      ]) {
        expect(html, address).toContain(
          `<link rel="alternate" hreflang="${hreflang}" href="${siteUrl}${href}" />`,
        );
      }
    }
  }
});

test('the sitemap lists every page in both languages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc);
  expect(locations).toEqual(
    indexedRoutes.flatMap(({ path }) => [`${siteUrl}${path}`, `${siteUrl}${spanish(path)}`]),
  );
});

test('an unknown /es/ address gets the Spanish 404 page with status 404, which offers the English home page', async ({
  page,
}) => {
  for (const address of ['/es/no-such-page', '/es/services/nope']) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(spanishPages.notFound.title);
  }
  await page.getByRole('banner').getByRole('link', switchTo('en')).click();
  await expect(page).toHaveURL('/');
});

test.describe('the language switcher', () => {
  const study = routes.find(({ page }) => page === 'CaseStudyPage')!.path;
  const header = (page: Page) => page.getByRole('banner');

  test('shows in the header at every width without crowding it, and keeps the visitor on the same page', async ({
    page,
  }) => {
    await gotoReady(page, spanish(study));
    for (const width of [320, 360, 390, 900, 1280, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      const link = header(page).getByRole('link', switchTo('en'));
      await expect(link, `${width} px`).toBeVisible();
      await expect(link).toHaveAttribute('hreflang', 'en');
      await expect(link).toHaveAttribute('lang', 'en');
      // Nothing in the header spills over or is squeezed: the menu button keeps its size.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(
        width,
      );
      const controls = header(page).locator(':scope > div > *').filter({ visible: true });
      const boxes = await controls.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
      );
      // The header's content box: inside the page's gutter, as every section's content is.
      const contentRight = await header(page)
        .locator(':scope > div')
        .first()
        .evaluate(
          (bar) =>
            bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight),
        );
      for (const [index, box] of boxes.entries()) {
        expect(box.right, `${width} px: within the gutter`).toBeLessThanOrEqual(contentRight + 0.5);
        if (index > 0)
          expect(box.left, `${width} px: no overlap`).toBeGreaterThanOrEqual(
            boxes[index - 1]!.right,
          );
      }
      const menuButton = header(page).getByRole('button', { name: chrome.es.openMenu });
      if (await menuButton.isVisible())
        expect(
          (await menuButton.boundingBox())?.width,
          `${width} px: the menu button's width`,
        ).toBe(48);
    }
    await header(page).getByRole('link', switchTo('en')).click();
    await expect(page).toHaveURL(study);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await header(page).getByRole('link', switchTo('es')).click();
    await expect(page).toHaveURL(spanish(study));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test("is in the menu on a phone, labelled in the page's language", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoReady(page, spanish('/contact'));
    await header(page).getByRole('button', { name: chrome.es.openMenu }).click();
    const menu = page.getByRole('dialog', { name: chrome.es.menuTitle });
    await expect(menu.getByText(chrome.es.languageSwitch.label, { exact: true })).toBeVisible();
    await menu.getByRole('link', switchTo('en')).click();
    await expect(page).toHaveURL('/contact');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('works in the header and the menu', async ({ page }) => {
      await page.goto('/services');
      await header(page).getByRole('link', switchTo('es')).click();
      await expect(page).toHaveURL(spanish('/services'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.setViewportSize({ width: 390, height: 800 });
      await header(page).getByRole('button', { name: chrome.es.openMenu }).click();
      await page
        .getByRole('dialog', { name: chrome.es.menuTitle })
        .getByRole('link', switchTo('en'))
        .click();
      await expect(page).toHaveURL('/services');
    });
  });
});

test('client navigation in Spanish stays in Spanish, breadcrumbs and banner included', async ({
  page,
}) => {
  const nav = loadContent('navigation.yaml', 'es').main;
  await gotoReady(page, spanish('/'));
  // A full page load would lose this mark.
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  const main = page.getByRole('banner').getByRole('navigation', { name: chrome.es.mainNav });
  for (const { label, href } of nav.filter(({ href }) => href !== '/')) {
    await main.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(spanish(href));
    await expect(heading(page)).toBeVisible();
  }
  await page
    .getByRole('navigation', { name: chrome.es.breadcrumb })
    .getByRole('link', { name: chrome.es.breadcrumbHome })
    .click();
  await expect(page).toHaveURL(spanish('/'));
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${siteUrl}${spanish('/')}`,
  );
});

test('on a phone the statistics stand level in each row, however their Spanish labels wrap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, spanish('/'));
  const band = page.getByRole('region', {
    name: loadContent('home.yaml', 'es').statsSection.title,
  });
  await scrollThrough(page);
  const stats = await band.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => ({
      row: Math.round(item.getBoundingClientRect().top),
      figure: item.querySelector('p')!.getBoundingClientRect().top,
    })),
  );
  // Two to a row here, and at least one label on two lines ("Premios y reconocimientos").
  const figureTops = new Map<number, Set<number>>();
  for (const { row, figure } of stats)
    figureTops.set(row, (figureTops.get(row) ?? new Set()).add(Math.round(figure)));
  expect(figureTops.size).toBe(2);
  for (const tops of figureTops.values()) expect(tops.size).toBe(1);
});

/** Every text a language's content files hold, with those the other language's files hold too left out. */
function wordsOnlyIn(locale: Locale): string[] {
  const texts = (of: Locale) => {
    const found = new Set<string>();
    const walk = (value: unknown): void => {
      if (typeof value === 'string') found.add(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    for (const file of Object.keys(localeFiles) as (keyof typeof localeFiles)[])
      walk(loadContent(file, of));
    return found;
  };
  const [own, other] = [texts(locale), texts(locales.find((candidate) => candidate !== locale)!)];
  // Single words may well be in code; a sentence or a name of a few letters more is copy.
  return [...own].filter(
    (text) => !other.has(text) && text.length >= 6 && !/^[/#]|^https?:/.test(text),
  );
}

for (const [locale, other] of [
  ['en', 'es'],
  ['es', 'en'],
] as const) {
  test(`a page's scripts carry its own language's words and not the other's (${locale})`, async ({
    page,
  }) => {
    // Three pages loaded and scrolled through in one test: 7–11 s, past 30 under a busy machine's
    // load.
    test.slow();
    const foreign = wordsOnlyIn(other);
    expect(foreign.length, `words only the ${other} files have`).toBeGreaterThan(0);
    for (const path of [
      '/',
      '/contact',
      routes.find(({ page: name }) => name === 'CaseStudyPage')!.path,
    ]) {
      const scripts: Promise<string>[] = [];
      const collect = (response: Response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text());
      };
      page.on('response', collect);
      await gotoReady(page, localePath(path, locale));
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      page.off('response', collect);
      const code = (await Promise.all(scripts)).join('\n');
      expect(code.length).toBeGreaterThan(0);
      // As the bundler writes a string: quoted or in backticks, JSON-escaped.
      const found = foreign.filter((text) =>
        [JSON.stringify(text), `\`${text}\``].some((written) => code.includes(written)),
      );
      expect(found, `${localePath(path, locale)} ships ${other} copy`).toEqual([]);
    }
  });
}
