// `npm run interactions`: a benchmark, not a test. On a throttled phone (below), measures how soon
// a tap on the menu button opens the drawer after it first paints, the first interaction of a
// settled visit, then the Event Timing duration (input to next paint) of each interaction: the
// menu, a FAQ, the carousel, client navigation, typing. Beside each, the same on the page without
// its module scripts, where the browser does it alone: what the page's own rendering costs.
// Median of 5 runs (`-- --runs N`). Builds first unless --no-build; serves dist on 127.0.0.1:$PORT.
import { inChromium, median, parseBenchArgs } from '../scripts/perf/harness.mjs';

const { values: options } = parseBenchArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(options.runs);
const viewport = { width: 390, height: 844 };
const cpuSlowdown = 4;
// Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbps down, 750 kbps up.
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
// A tap that has not opened the drawer by then counts as lost, and the visitor taps again.
const retapAfterMs = 500;
// Time for the interaction's frame to paint and its Event Timing entry to arrive.
const settleMs = 700;
const menuButton = 'header button[aria-label="Open menu"]';
const drawerOpen = 'dialog[open]';
// The main routes in the order the drawer visits them; the last returns to the first.
const navigation = [
  { from: '/', to: 'Services' },
  { from: '/services', to: 'About us' },
  { from: '/about', to: 'Contact us' },
  { from: '/contact', to: 'Home' },
];

// Collects every Event Timing entry that belongs to an interaction (16 ms is the
// smallest threshold the API allows: a shorter interaction leaves no entry).
function observeInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId)
        window.__interactions.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // When the first tap lands, and when the drawer first opens.
  addEventListener('pointerdown', (event) => (window.__tapAt ??= event.timeStamp), {
    capture: true,
  });
  new MutationObserver((records) => {
    if (records.some(({ target }) => target.matches('dialog[open]')))
      window.__openAt ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
}

// React owns every element under #root: unlike <html data-hydrated>, this also tells when a
// page reached by client navigation is rendered.
async function waitForHydration(page) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      const live = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      return (
        !!root &&
        Object.keys(root).some((key) => key.startsWith('__reactContainer')) &&
        [...root.querySelectorAll('*')].every(live)
      );
    },
    null,
    { timeout: 60_000 },
  );
}

/** The longest Event Timing duration of what `act` does; 16 when it stayed under the threshold. */
async function interaction(page, act) {
  const mark = await page.evaluate(() => performance.now());
  await act();
  await page.waitForTimeout(settleMs);
  const durations = await page.evaluate(
    (since) => window.__interactions.filter((e) => e.start >= since).map((e) => e.duration),
    mark,
  );
  return Math.max(16, ...durations);
}

/** The longest key of a name typed into the contact form at a person's pace. */
async function typing(page) {
  const name = page.getByLabel('Your name');
  await name.scrollIntoViewIfNeeded();
  await name.click();
  await page.waitForTimeout(settleMs);
  return interaction(page, () => page.keyboard.type('Alex Morgan', { delay: 120 }));
}

/**
 * The page as prerendered, without the boot script that brings the app: nothing of ours runs.
 * It keeps the web fonts a visitor without scripts gets from the head's <noscript>, as the app
 * adds them after load: text in other faces lays out at another cost.
 */
async function withoutModuleScripts(route) {
  const response = await route.fetch();
  const html = (await response.text())
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<noscript>(<style>[^<]*@font-face[^<]*<\/style>)<\/noscript>/, '$1');
  await route.fulfill({ response, body: html });
}

/** `visit` on a fresh page of the throttled phone; `scripted` false: the pages without their module scripts. */
async function onThrottledPage(browser, origin, scripted, visit) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    if (!scripted)
      await page.route(
        (url) => url.origin === origin && !url.pathname.includes('.'),
        withoutModuleScripts,
      );
    return await visit(page);
  } finally {
    await context.close();
  }
}

/** Taps the menu button as soon as it shows, again after each tap that opened nothing. */
const firstTap = (browser, origin) =>
  onThrottledPage(browser, origin, true, async (page) => {
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    const button = page.locator(menuButton);
    await button.waitFor({ state: 'visible', timeout: 60_000 });
    let taps = 0;
    for (;;) {
      const box = await button.boundingBox();
      if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      taps += 1;
      const opened = await page.waitForSelector(drawerOpen, { timeout: retapAfterMs }).then(
        () => true,
        () => false,
      );
      if (opened || taps >= 20) break;
    }
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    );
    const { tapAt, openAt } = await page.evaluate(() => ({
      tapAt: window.__tapAt,
      openAt: window.__openAt,
    }));
    return { sinceFirstPaint: openAt - paint, tapToOpen: openAt - tapAt, taps };
  });

/**
 * The first interaction of a visit: the page settled (hydrated, network quiet), never
 * scrolled, and the menu opened. Work a page leaves for the visitor's first move lands here.
 * `scripted` false: the same on the page without its module scripts.
 */
const firstInteraction = (browser, origin, scripted) =>
  onThrottledPage(browser, origin, scripted, async (page) => {
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    if (scripted)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(settleMs);
    return interaction(page, () => page.locator(menuButton).click());
  });

/**
 * Event Timing durations of each interaction on the live site or, `scripted` false, on its
 * pages without their module scripts (where the carousels and client navigation do nothing).
 */
const latencies = (browser, origin, scripted) =>
  onThrottledPage(browser, origin, scripted, async (page) => {
    const result = {};
    await page.goto(`${origin}/`);
    if (scripted) await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 0));

    result['menu open'] = await interaction(page, () => page.locator(menuButton).click());
    result['menu close'] = await interaction(page, () =>
      page.getByRole('button', { name: 'Close menu' }).click(),
    );

    const faq = page.locator('section[aria-labelledby="faq-title"]');
    await faq.scrollIntoViewIfNeeded();
    result['FAQ toggle'] = await interaction(page, () => faq.locator('summary').nth(1).click());

    if (!scripted) {
      await page.goto(`${origin}/contact`);
      result['typing in a field'] = await typing(page);
      return result;
    }

    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    await carousel.scrollIntoViewIfNeeded();
    result['carousel next'] = await interaction(page, () =>
      carousel.getByRole('button', { name: 'Next slide' }).click(),
    );
    result['carousel previous'] = await interaction(page, () =>
      carousel.getByRole('button', { name: 'Previous slide' }).click(),
    );
    result['carousel pause'] = await interaction(page, () =>
      carousel.getByRole('button', { name: /slide rotation/ }).click(),
    );

    for (const { from, to } of navigation) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator(menuButton).click();
      await page.waitForSelector(drawerOpen);
      await page.waitForTimeout(settleMs);
      result[`navigate ${from} → ${to}`] = await interaction(page, () =>
        page
          .getByRole('navigation', { name: 'Main, menu' })
          .getByRole('link', { name: to })
          .click(),
      );
      await waitForHydration(page);
      if (to === 'Contact us') result['typing in a field'] = await typing(page);
    }
    return result;
  });

const taps = [];
const firsts = [];
const scriptlessFirsts = [];
const samples = [];
const scriptless = [];
await inChromium({}, async (browser, origin) => {
  for (let run = 0; run < runs; run += 1) {
    taps.push(await firstTap(browser, origin));
    firsts.push(await firstInteraction(browser, origin, true));
    scriptlessFirsts.push(await firstInteraction(browser, origin, false));
    samples.push(await latencies(browser, origin, true));
    scriptless.push(await latencies(browser, origin, false));
  }
});

console.log(
  `Interactions on / at ${viewport.width} px, ${cpuSlowdown}x CPU slowdown, ${network.latency} ms RTT, 1.6 Mbps; median of ${runs}\n`,
);
console.log(
  `First tap on the menu, as soon as it shows: drawer open ${median(taps.map((t) => t.sinceFirstPaint)).toFixed(0)} ms after first paint, ` +
    `${median(taps.map((t) => t.tapToOpen)).toFixed(0)} ms after the first tap; taps needed ${taps.map((t) => t.taps).join(', ')}\n`,
);
const names = Object.keys(samples[0]);
const width = Math.max(...names.map((name) => name.length));
const shown = (ms) => (ms <= 16 ? '≤16' : String(Math.round(ms)));
const shownMedian = (values) => shown(median(values));
console.log(
  `First interaction of a visit, menu open on the settled page with no scroll before it: ${shownMedian(firsts)} ms (${firsts.map(shown).join(', ')}); without its scripts ${shownMedian(scriptlessFirsts)} ms (${scriptlessFirsts.map(shown).join(', ')})\n`,
);
/** The median, then every run, of one interaction; a dash where the page cannot do it. */
const figures = (results, name) => {
  const values = results.map((result) => result[name]);
  if (values[0] === undefined) return '—'.padStart(5).padEnd(30);
  return `${shown(median(values)).padStart(5)}  (${values.map(shown).join(', ')})`.padEnd(30);
};
console.log(`Event Timing duration in ms: median (runs)\n`);
console.log(`${'interaction'.padEnd(width)}  ${'the site'.padEnd(30)}  without its scripts`);
for (const name of names)
  console.log(
    `${name.padEnd(width)}  ${figures(samples, name)}  ${figures(scriptless, name).trimEnd()}`,
  );
