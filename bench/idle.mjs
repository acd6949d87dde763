// `npm run idle`: a benchmark, not a test (docs/PERFORMANCE.md says what it measures and why by the
// median of several windows). Builds first unless --no-build; serves dist on 127.0.0.1:$PORT;
// --windows N (default 3) windows of 10 s per scene; WIDTH=390 measures the phone layout.
import { inChromium, parseBenchArgs, printTable } from '../scripts/perf/harness.mjs';

const windowMs = 10_000;
const settleMs = 2_000;
const { values: options } = parseBenchArgs({
  options: { windows: { type: 'string', default: '3' } },
});
const windows = Number(options.windows);
const width = Number(process.env.WIDTH ?? 1280);
// Scenes: where to scroll before measuring. A selector scrolls its element into view.
const scenes = [
  { name: 'top of the page', target: null },
  { name: 'services carousel', target: 'section[aria-labelledby="home-services-title"]' },
  { name: 'statistics (count-up)', target: 'section[aria-labelledby="stats-title"]' },
  { name: 'client feedback rotator', target: 'section[aria-labelledby="feedback-title"]' },
  { name: 'technologies carousel', target: 'section[aria-labelledby="technologies-title"]' },
];

// Counts timer and animation-frame callbacks as they run, and records every scroll,
// wheel and touch listener with whether it is passive.
function instrument() {
  const counts = { timers: 0, frames: 0 };
  const listeners = [];
  const wrap = (name, key) => {
    const original = window[name];
    window[name] = (callback, ...rest) =>
      original(
        (...args) => {
          counts[key] += 1;
          return typeof callback === 'function' ? callback(...args) : undefined;
        },
        ...rest,
      );
  };
  wrap('setTimeout', 'timers');
  wrap('setInterval', 'timers');
  wrap('requestAnimationFrame', 'frames');
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (/^(scroll|wheel|mousewheel|touchstart|touchmove)$/.test(type)) {
      const passive = typeof options === 'object' && options !== null && options.passive === true;
      // Only the site's own scripts count, not the test driver's.
      const fromSite = /\/assets\//.test(new Error().stack ?? '');
      const target = this === window ? 'window' : this === document ? 'document' : this.nodeName;
      if (fromSite) listeners.push({ type, passive, target });
    }
    return add.call(this, type, listener, options);
  };
  window.__idle = { counts, listeners };
}

const rows = [];
const listeners = await inChromium({}, async (browser, origin) => {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  const metrics = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value]),
    );
  // Chromium's metrics and the page's callback counts, at one moment.
  const snapshot = async () => ({
    ...(await metrics()),
    ...(await page.evaluate(() => window.__idle.counts)),
  });

  const sample = async () => {
    const before = await snapshot();
    await page.waitForTimeout(windowMs);
    const after = await snapshot();
    const delta = (key) => after[key] - before[key];
    return {
      taskMs: delta('TaskDuration') * 1000,
      scriptMs: delta('ScriptDuration') * 1000,
      layouts: delta('LayoutCount'),
      styleRecalcs: delta('RecalcStyleCount'),
      timers: delta('timers'),
      frames: delta('frames'),
    };
  };

  const measure = async (name) => {
    await page.waitForTimeout(settleMs);
    const samples = [];
    for (let i = 0; i < windows; i += 1) samples.push(await sample());
    samples.sort((a, b) => a.taskMs - b.taskMs);
    const median = samples[Math.floor((samples.length - 1) / 2)];
    rows.push({
      scene: name,
      ...median,
      range: `${samples[0].taskMs.toFixed(1)}–${samples.at(-1).taskMs.toFixed(1)}`,
    });
  };

  for (const { name, target } of scenes) {
    if (target) await page.locator(target).scrollIntoViewIfNeeded();
    else await page.evaluate(() => window.scrollTo(0, 0));
    await measure(name);
  }
  // A hidden tab, with a carousel in view. Headless Chromium keeps every tab visible,
  // so the page is told what a browser tells it when its tab goes to the background.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await measure('tab hidden, last scene in view');
  return page.evaluate(() => window.__idle.listeners);
});

console.log(
  `Idle main-thread work on / at ${width} px, per ${windowMs / 1000} s after ${settleMs / 1000} s to settle: the median of ${windows} windows\n`,
);
printTable(
  ['scene', 'tasks ms', 'range', 'script ms', 'layouts', 'style recalcs', 'timers', 'frames'],
  rows.map((row) => [
    row.scene,
    row.taskMs.toFixed(1),
    row.range,
    row.scriptMs.toFixed(1),
    ...[row.layouts, row.styleRecalcs, row.timers, row.frames].map(String),
  ]),
);
// Scroll events cannot be cancelled, so only wheel and touch listeners can hold up scrolling.
const blocking = listeners.filter(({ type, passive }) => type !== 'scroll' && !passive);
const scroll = listeners
  .filter(({ type }) => type === 'scroll')
  .map(({ target, passive }) => `${target}${passive ? ' (passive)' : ''}`);
console.log(`\nScroll listeners: ${scroll.join(', ') || 'none'}`);
console.log(
  `Wheel/touch listeners that are not passive: ${blocking.map(({ type, target }) => `${type} on ${target}`).join(', ') || 'none'}`,
);
