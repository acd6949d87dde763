// `npm run size`: builds the site (unless --no-build), serves it and loads every route, in every
// language, as a first-time visitor on a phone, until the load event and a quiet network; sums
// Chromium's byte counts per kind. Exits 1 when a route is over a budget
// (scripts/perf/budgets.mjs), a request fails, or the text uses a character outside the web font.
// --verbose lists the requests. PORT sets the server's port.
import { gzipSync } from 'node:zlib';
import { apiPaths } from '../src/addresses.mjs';
import { headlessShellPath } from './paths.mjs';
import { budgets } from './perf/budgets.mjs';
import { inChromium, inLanes, parseBenchArgs, printTable, siteRoutes } from './perf/harness.mjs';

const { values: options } = parseBenchArgs({ options: { verbose: { type: 'boolean' } } });

/** Lighthouse's default mobile device, which this report and the benchmark share. */
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const kindOf = {
  document: 'document',
  script: 'js',
  stylesheet: 'css',
  font: 'font',
  image: 'image',
};
const kinds = ['js', 'css', 'font', 'image', 'document', 'other'];

/**
 * One first visit to `url` (empty cache): its requests ({ kind, path, status, failed, raw as
 * decoded, transfer as over the wire, linked }), the page's inline CSS and the characters its web
 * font lacks.
 */
async function firstVisit(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = new Set();
  const measured = [];
  const measure = async (request, failed) => {
    const response = await request.response();
    // The body without the headers, which HTTP/1.1 here sends in full where a CDN's HTTP/2 or 3
    // compresses them.
    const transfer = failed ? 0 : (await request.sizes()).responseBodySize;
    const body = failed ? undefined : await response?.body().catch(() => undefined);
    return {
      // The favicon is fetched as "other".
      kind:
        kindOf[request.resourceType()] ??
        (response?.headers()['content-type']?.startsWith('image/') ? 'image' : 'other'),
      path: new URL(request.url()).pathname,
      status: response?.status(),
      failed,
      raw: body?.length ?? 0,
      transfer: Math.max(0, transfer),
    };
  };
  const settle = (request, failed) =>
    pending.delete(request) && measured.push(measure(request, failed));
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) pending.add(request);
  });
  page.on('requestfinished', (request) => settle(request));
  page.on('requestfailed', (request) => settle(request, request.failure()?.errorText ?? 'failed'));
  const response = await page.goto(url, { waitUntil: 'load' });
  // As sent (the app drops its <style> once the whole stylesheet applies), read with scripts on
  // (noscript is text).
  const html = ((await response?.text()) ?? '').replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
  // The boot script and what it imports: the scripts the HTML itself names.
  const linked = new Set(
    [
      ...html.matchAll(
        /<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+)"/g,
      ),
    ].map(([, path]) => path),
  );
  // On a busy machine the app may start after the load event: the network is quiet only
  // once it is live (<html data-hydrated>), or has given up.
  await page
    .waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
  const uncovered = await page.evaluate(async () => {
    await document.fonts.ready;
    // The characters of the page's text that no loaded web font face covers.
    const ranges = [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .flatMap((face) => face.unicodeRange.split(','))
      .map((range) => range.trim().replace(/^U\+/i, '').split('-'))
      .map(([from = '0', to = from]) => [
        parseInt(from.replaceAll('?', '0'), 16),
        parseInt(to.replaceAll('?', 'F'), 16),
      ]);
    const text = new Set(document.body.innerText.replace(/\s/g, ''));
    return ranges.length
      ? [...text].filter(
          (char) =>
            !ranges.some(([from, to]) => from <= char.codePointAt(0) && char.codePointAt(0) <= to),
        )
      : [];
  });
  // Nothing is counted half-received: every request the visit made has finished or failed.
  for (let waited = 0; pending.size > 0 && waited < 30_000; waited += 100)
    await page.waitForTimeout(100);
  const files = (await Promise.all(measured)).map((file) => ({
    ...file,
    linked: linked.has(file.path),
  }));
  await page.close();
  return { files, inlineCss, uncovered };
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

const { routes, notFound } = await siteRoutes();
// A visitor meets a language's 404 page at an address the site does not have in it, answered with
// status 404.
const unknownPath = (notFoundPage) => notFoundPage.replace(/404$/, 'no-such-page');
// Two visits at a time: most of a visit is waiting for a quiet network, and the counts are
// each page's own requests, so they do not disturb each other.
const visitsAtOnce = 2;
const report = await inChromium(
  { flags: ['--disable-quic'], executablePath: headlessShellPath },
  async (browser, origin) => {
    const context = await browser.newContext(phone);
    return inLanes([...routes, ...notFound], visitsAtOnce, async (page) => {
      const isNotFound = notFound.includes(page);
      const { files, inlineCss, uncovered } = await firstVisit(
        context,
        `${origin}${isNotFound ? unknownPath(page) : page}`,
      );
      const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
      const ofKind = (kind) => files.filter((file) => file.kind === kind);
      const total = (list) => ({
        count: list.length,
        raw: sum(list, 'raw'),
        transfer: sum(list, 'transfer'),
      });
      const totals = Object.fromEntries(kinds.map((kind) => [kind, total(ofKind(kind))]));
      // The page's own rules arrive inside the HTML, the whole stylesheet after the load
      // event: its share is both, the <style> text compressed on its own (the HTML column
      // includes it, the total counts it once).
      const styleText = inlineCss.join('');
      const css = {
        raw: totals.css.raw + Buffer.byteLength(styleText),
        transfer: totals.css.transfer + gzipSync(styleText).length,
      };
      const bootJs = sum(
        ofKind('js').filter(({ linked }) => linked),
        'transfer',
      );
      const weight = sum(files, 'transfer');
      // The page view's beacon is answered with no content.
      const expectedStatus = (file) =>
        file.path === apiPaths.traffic ? 204 : file.kind === 'document' && isNotFound ? 404 : 200;
      const over = [
        totals.js.transfer > budgets.js && `JS ${kb(totals.js.transfer)} > ${kb(budgets.js)} kB`,
        bootJs > budgets.bootJs && `boot JS ${kb(bootJs)} > ${kb(budgets.bootJs)} kB`,
        css.transfer > budgets.css && `CSS ${kb(css.transfer)} > ${kb(budgets.css)} kB`,
        weight > budgets.pageWeight && `page weight ${kb(weight)} > ${kb(budgets.pageWeight)} kB`,
        ...files
          .filter((file) => file.failed || file.status !== expectedStatus(file))
          .map((file) => `${file.path}: ${file.failed ?? `status ${file.status}`}`),
        uncovered.length &&
          `text uses ${uncovered.join(' ')}, outside the web font's characters (scripts/fonts/config.mjs)`,
      ].filter(Boolean);
      return { page, totals, css, bootJs, weight, over, files };
    });
  },
);

const header = [
  'route',
  'JS raw',
  'JS',
  'boot JS',
  'CSS raw',
  'CSS',
  'fonts',
  'images',
  'HTML',
  'total',
  '',
];
const rows = report.map(({ page, totals, css, bootJs, weight, over }) => [
  page,
  kb(totals.js.raw),
  kb(totals.js.transfer),
  kb(bootJs),
  kb(css.raw),
  kb(css.transfer),
  `${kb(totals.font.transfer)} (${totals.font.count})`,
  `${kb(totals.image.transfer)} (${totals.image.count})`,
  kb(totals.document.transfer),
  kb(weight),
  over.length ? 'OVER' : 'ok',
]);
console.log(
  'First visit per route in Chromium (412 px phone, empty cache) until load and a quiet network; kB (1000 bytes)',
);
console.log(
  "as transferred (bodies; compressed where served so); raw = decoded. CSS = the HTML's inline <style> (gzipped alone; inside the",
);
console.log(
  'HTML figure) plus stylesheets; boot JS = the scripts the HTML links; fonts and images (count).',
);
console.log(
  `Budgets: JS ≤ ${kb(budgets.js)} kB (boot JS ≤ ${kb(budgets.bootJs)}), CSS ≤ ${kb(budgets.css)} kB, total ≤ ${kb(budgets.pageWeight)} kB.\n`,
);
printTable(header, rows);
for (const { page, files } of options.verbose ? report : []) {
  console.log(`\n${page}`);
  for (const { kind, path, raw, transfer, linked } of files) {
    console.log(
      `  ${kind.padEnd(8)} ${kb(raw).padStart(7)} ${kb(transfer).padStart(7)}  ${path}${linked ? '  (linked by the HTML)' : ''}`,
    );
  }
}
for (const { page, over } of report)
  for (const problem of over) console.error(`✗ ${page}: ${problem}`);

process.exit(report.some(({ over }) => over.length) ? 1 : 0);
