import { expect, test, type Locator, type Page } from '@playwright/test';
import { luminance } from './luminance';
import { gotoReady } from './support';

/** The WCAG contrast ratio of two colours, 1 to 21. */
const contrast = (a: string, b: string) => {
  const [one, two] = [luminance(a), luminance(b)];
  return (Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05);
};

const serviceCards = (page: Page) => page.getByRole('main').getByRole('article');

/** The colours a card shows now: its text parts, and the background behind them (card or overlay). */
const cardColours = (card: Locator) =>
  card.evaluate((el) => {
    const overlay = getComputedStyle(el, '::before');
    const covered =
      overlay.transform === 'none' || overlay.transform === 'matrix(1, 0, 0, 1, 0, 0)';
    const colour = (selector: string) => getComputedStyle(el.querySelector(selector)!).color;
    return {
      covered,
      background: covered ? overlay.backgroundColor : getComputedStyle(el).backgroundColor,
      title: colour('h3'),
      text: colour('p'),
      number: colour('[aria-hidden="true"]:not(svg)'),
      link: colour('a'),
    };
  });

const expectReadable = (colours: Awaited<ReturnType<typeof cardColours>>) => {
  for (const part of ['title', 'text', 'link', 'number'] as const) {
    expect(contrast(colours[part], colours.background), part).toBeGreaterThanOrEqual(4.5);
  }
};

/** Distinct left edges of the cards: the number of grid columns. */
const columnCount = async (page: Page) => {
  const lefts = await serviceCards(page).evaluateAll((cards) =>
    cards.map((card) => Math.round(card.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
};

test.describe('services page', () => {
  test('shows ten numbered service cards, each with a quote link that names its service', async ({
    page,
  }) => {
    await gotoReady(page, '/services');
    await expect(
      page.getByRole('heading', { level: 2, name: 'IT Services That Move Your Business Forward' }),
    ).toBeVisible();
    const cards = serviceCards(page);
    await expect(cards).toHaveCount(10);
    await expect(cards.locator('[aria-hidden="true"]:not(svg)')).toHaveText([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
    ]);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Web Development',
      'Mobile App Development',
      'UI/UX Design',
      'Cloud Services',
      'Digital Marketing',
      'Data Analysis',
      'Software Development',
      'Machine Learning',
      'IT Management',
      'Artificial Intelligence',
    ]);
    const quote = page.getByRole('link', { name: 'Get a quote for Cloud Services' });
    await expect(quote).toHaveText(/get a quote/i);
    await quote.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });

  for (const [width, columns] of [
    [1280, 3],
    [1000, 2],
    [800, 1],
    [390, 1],
  ] as const) {
    test(`lays the cards out ${columns} per row at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoReady(page, '/services');
      expect(await columnCount(page)).toBe(columns);
    });
  }

  test('centres the last card under the middle column at 1280 px', async ({ page }) => {
    await gotoReady(page, '/services');
    const [second, last] = await Promise.all([
      serviceCards(page).nth(1).boundingBox(),
      serviceCards(page).nth(9).boundingBox(),
    ]);
    expect(last?.x).toBe(second?.x);
  });

  test('hovering a card slides the overlay in and turns the text white, readable in both states', async ({
    page,
  }) => {
    await gotoReady(page, '/services');
    const card = serviceCards(page).nth(3);
    const before = await cardColours(card);
    expect(before.covered).toBe(false);
    expectReadable(before);

    await card.hover();
    await expect.poll(async () => (await cardColours(card)).title).toBe('rgb(255, 255, 255)');
    await expect.poll(async () => (await cardColours(card)).covered).toBe(true);
    expectReadable(await cardColours(card));

    await page.mouse.move(0, 0);
    await expect.poll(async () => (await cardColours(card)).covered).toBe(false);
  });

  test('keyboard focus on a card link applies the overlay, and Tab walks the cards in order', async ({
    page,
  }) => {
    await gotoReady(page, '/services');
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Home' })
      .focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Get a quote for Web Development' })).toBeFocused();
    const first = serviceCards(page).first();
    await expect.poll(async () => (await cardColours(first)).title).toBe('rgb(255, 255, 255)');
    // The title's colour rounds to white a frame or two before the overlay's slide ends.
    await expect.poll(async () => (await cardColours(first)).covered).toBe(true);
    expectReadable(await cardColours(first));
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('link', { name: 'Get a quote for Mobile App Development' }),
    ).toBeFocused();
    await expect.poll(async () => (await cardColours(first)).covered).toBe(false);
  });

  test('with reduced motion the overlay appears without sliding', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, '/services');
    const card = serviceCards(page).first();
    const duration = await card.evaluate((el) =>
      parseFloat(getComputedStyle(el, '::before').transitionDuration),
    );
    expect(duration).toBeLessThan(0.01);
  });
});

test.describe('about page', () => {
  test('shows the about block with its badge, highlights, call line and a way on to the services', async ({
    page,
  }) => {
    await gotoReady(page, '/about');
    const intro = page.getByRole('region', {
      name: 'We Are Increasing Business Success With GLOBAL IT Solution',
    });
    await expect(intro.getByText('9+ Years Experience')).toBeVisible();
    await expect(intro.getByText('Certified Company')).toBeVisible();
    await expect(intro.getByText('Expert Team')).toBeVisible();
    await expect(intro.getByText(/100%/)).toBeVisible();
    await expect(intro.getByRole('link', { name: '+1 (972) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+19725550147',
    );

    const image = intro.getByRole('img', { name: /^Illustration:/ });
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    // Self-hosted: served by the site itself, or small enough for the build to inline it.
    const source = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(source.protocol === 'data:' || source.host === new URL(page.url()).host).toBe(true);

    await intro.getByRole('link', { name: 'Discover more' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('ticks off why to choose the company', async ({ page }) => {
    await gotoReady(page, '/about');
    const why = page.getByRole('region', { name: /A Partner For Your Technology/ });
    await expect(why.getByText('Why choose us')).toBeVisible();
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Onboarding Support',
      'Inclusion Hiring',
      'Employer Branding Support',
      'Executive IT Search',
      '24/7 Expert Team',
      'Easy Solutions',
    ]);
  });

  test('puts the about block beside its image on wide screens and above it on phones', async ({
    page,
  }) => {
    await gotoReady(page, '/about');
    const heading = page.getByRole('heading', { level: 2, name: /We Are Increasing/ });
    const image = page.getByRole('img', { name: /^Illustration:/ });
    expect((await heading.boundingBox())!.x).toBeGreaterThan((await image.boundingBox())!.x + 300);
    await page.setViewportSize({ width: 390, height: 800 });
    expect((await heading.boundingBox())!.y).toBeGreaterThan((await image.boundingBox())!.y + 200);
  });
});

test.describe('contact page', () => {
  test.beforeEach(async ({ page }) => {
    // Keep the suite off the network: the map frame gets a stand-in page.
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
    );
  });

  test('shows the office address, a phone link and an e-mail link', async ({ page }) => {
    await gotoReady(page, '/contact');
    const details = page.getByRole('region', { name: 'Talk To The People Who Do The Work' });
    await expect(details.getByRole('heading', { level: 3 })).toHaveText([
      'Office address',
      'Phone',
      'E-mail',
    ]);
    await expect(details).toContainText('2600 Dallas Parkway, Suite 300, Plano, TX 75093');
    await expect(details.getByRole('link', { name: '+1 (972) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+19725550147',
    );
    await expect(details.getByRole('link', { name: 'hello@vantix.example' })).toHaveAttribute(
      'href',
      'mailto:hello@vantix.example',
    );
  });

  test("has the 'Have Any Questions?' section beside the form area on wide screens", async ({
    page,
  }) => {
    await gotoReady(page, '/contact');
    const questions = page.getByRole('region', { name: 'Have Any Questions?' });
    await expect(
      questions.getByRole('heading', { level: 3, name: 'What happens next' }),
    ).toBeVisible();
    await expect(questions.getByRole('listitem')).toHaveCount(3);
  });

  test('embeds the office map: titled, lazy, 500 px high, from OpenStreetMap, with an open-in-maps link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://www.openstreetmap.org/'))
        mapRequests.push(request.url());
    });
    await gotoReady(page, '/contact');
    const map = page.getByTitle(
      'Map of our office at 2600 Dallas Parkway, Suite 300, Plano, TX 75093',
    );
    // Nothing from the map's host while the visitor is at the top of the page.
    await expect(map).toHaveCount(0);
    expect(mapRequests).toEqual([]);
    await page.getByRole('heading', { name: 'Find Our Office' }).scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('referrerpolicy', 'no-referrer');
    const src = new URL((await map.getAttribute('src')) ?? '');
    expect(src.host).toBe('www.openstreetmap.org');
    expect(src.searchParams.get('marker')).toBe('33.0784,-96.8236');
    await map.scrollIntoViewIfNeeded();
    expect((await map.boundingBox())?.height).toBe(500);
    await expect(
      page.frameLocator('iframe[title^="Map of our office"]').getByText('map'),
    ).toBeVisible();

    const open = page.getByRole('link', { name: 'Open in maps (opens in a new tab)' });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=33\.0784&mlon=-96\.8236/,
    );
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('privacy policy page', () => {
  const titles = [
    'Information We Collect',
    'How We Use Your Information',
    'How We Share',
    'Cookies and Tracking',
    'Third-Party Links',
    'Data Security',
    'Your Rights and Choices',
    'Children’s Privacy',
    'Changes',
    'Contact Us',
  ];

  test('has the ten numbered sections in order, dated, with the e-mail for requests', async ({
    page,
  }) => {
    await gotoReady(page, '/privacy-policy');
    const policy = page.getByRole('article');
    await expect(policy.getByRole('heading', { level: 2 })).toHaveText(
      titles.map((title, i) => `${i + 1}. ${title}`),
    );
    await expect(policy.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(policy).toContainText('not intended for children under 10');
    const mail = policy.getByRole('link', { name: 'hello@vantix.example' }).first();
    await expect(mail).toHaveAttribute('href', /^mailto:hello@vantix\.example/);
  });

  test('keeps lines to a readable measure', async ({ page }) => {
    await gotoReady(page, '/privacy-policy');
    const paragraph = page.getByRole('article').getByRole('paragraph').nth(2);
    const { width, fontSize } = await paragraph.evaluate((el) => ({
      width: el.getBoundingClientRect().width,
      fontSize: parseFloat(getComputedStyle(el).fontSize),
    }));
    // Barlow averages about half an em per character: 70 characters is about 35 em.
    expect(width / fontSize).toBeLessThanOrEqual(40);
  });

  test('the contents jump to a section and leave its heading visible below the pinned header', async ({
    page,
  }) => {
    await gotoReady(page, '/privacy-policy');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link')).toHaveText(titles);
    await contents.getByRole('link', { name: 'Data Security' }).click();
    await expect(page).toHaveURL(/#data-security$/);
    const heading = page.getByRole('heading', { name: '6. Data Security' });
    await expect(heading).toBeInViewport();
    await expect.poll(async () => (await heading.boundingBox())?.y).toBeGreaterThanOrEqual(100);
  });
});

test('the services, about and privacy pages load nothing from other hosts', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') foreign.push(request.url());
  });
  for (const path of ['/services', '/about', '/privacy-policy']) {
    await gotoReady(page, path);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});
