// `npm run idle`: a benchmark, not a test. Measures the main-thread work the home page
// does while nobody touches it, per 10 s in each scene (its top, then each carousel
// scrolled into view, then the tab hidden), in Debian's Chromium through the DevTools
// protocol: task time, script time, layouts, style recalculations, and how many
// timers and animation frames ran. Each scene is measured over --windows consecutive
// 10 s windows (default 3) and shown by its median window, with the range beside it:
// a major garbage collection of what the page's load left (about 20 ms) lands in one
// window or another, and so does not decide a scene alone. Also lists the scroll
// listeners and any wheel or touch listener that is not passive. Builds first unless
// --no-build; serves dist on 127.0.0.1:$PORT. WIDTH=390 measures the phone layout.
import { chromium } from '@playwright/test';
import { buildUnlessReused } from '../scripts/perf/build.mjs';
import { serveDist } from '../scripts/perf/server.mjs';

const windowMs = 10_000;
const settleMs = 2_000;
const windowsArg = process.argv.indexOf('--windows');
const windows = windowsArg === -1 ? 3 : Number(process.argv[windowsArg + 1]);
const width = Number(process.env.WIDTH ?? 1280);
// Scenes: where to scroll before measuring. A selector scrolls its element into view.
const scenes = [
  { name: 'top of the page', target: null },
  { name: 'services carousel', target: 'section[aria-labelledby="home-services-title"]' },
  { name: 'statistics (count-up)', target: 'section[aria-labelledby="stats-title"]' },
  { name: 'client feedback rotator', target: 'section[aria-labelledby="feedback-title"]' },
  { name: 'technologies carousel', target: 'section[aria-labelledby="technologies-title"]' },
];

buildUnlessReused();

// Counts timer and animation-frame callbacks as they run, and records every scroll,
// wheel and touch listener with whether it is passive.
function instrument() {
  const counts = { timeouts: 0, intervals: 0, frames: 0 };
  const listeners = [];
  const wrap = (name, key) => {
    const original = window[name];
    window[name] = (callback, ...rest) =>
      original((...args) => {
        counts[key] += 1;
        return typeof callback === 'function' ? callback(...args) : undefined;
      }, ...rest);
  };
  wrap('setTimeout', 'timeouts');
  wrap('setInterval', 'intervals');
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

const server = await serveDist(Number(process.env.PORT ?? 4173));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
let listeners = [];
try {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${server.origin}/`, { waitUntil: 'networkidle' });
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value]));
  const counts = () => page.evaluate(() => ({ ...window.__idle.counts }));

  const sample = async () => {
    const [before, countsBefore] = [await metrics(), await counts()];
    await page.waitForTimeout(windowMs);
    const [after, countsAfter] = [await metrics(), await counts()];
    const delta = (key) => after[key] - before[key];
    return {
      taskMs: delta('TaskDuration') * 1000,
      scriptMs: delta('ScriptDuration') * 1000,
      layouts: delta('LayoutCount'),
      styleRecalcs: delta('RecalcStyleCount'),
      timers: countsAfter.timeouts - countsBefore.timeouts + countsAfter.intervals - countsBefore.intervals,
      frames: countsAfter.frames - countsBefore.frames,
    };
  };

  const measure = async (name) => {
    await page.waitForTimeout(settleMs);
    const samples = [];
    for (let i = 0; i < windows; i += 1) samples.push(await sample());
    samples.sort((a, b) => a.taskMs - b.taskMs);
    const median = samples[Math.floor((samples.length - 1) / 2)];
    rows.push({ scene: name, ...median, range: `${samples[0].taskMs.toFixed(1)}–${samples.at(-1).taskMs.toFixed(1)}` });
  };

  for (const { name, target } of scenes) {
    if (target) {
      const element = page.locator(target).first();
      if (!(await element.count())) {
        rows.push({ scene: `${name} (not on this page)` });
        continue;
      }
      await element.scrollIntoViewIfNeeded();
    } else {
      await page.evaluate(() => window.scrollTo(0, 0));
    }
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
  listeners = await page.evaluate(() => window.__idle.listeners);
} finally {
  await browser.close();
  await server.stop();
}

console.log(`Idle main-thread work on / at ${width} px, per ${windowMs / 1000} s after ${settleMs / 1000} s to settle: the median of ${windows} windows\n`);
const header = ['scene', 'tasks ms', 'range', 'script ms', 'layouts', 'style recalcs', 'timers', 'frames'];
const table = rows.map((row) =>
  row.taskMs === undefined
    ? [row.scene, '', '', '', '', '', '', '']
    : [row.scene, row.taskMs.toFixed(1), row.range, row.scriptMs.toFixed(1), String(row.layouts), String(row.styleRecalcs), String(row.timers), String(row.frames)],
);
const widths = header.map((_, i) => Math.max(...[header, ...table].map((row) => row[i].length)));
for (const row of [header, ...table]) console.log(row.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '));
// Scroll events cannot be cancelled, so only wheel and touch listeners can hold up scrolling.
const blocking = listeners.filter(({ type, passive }) => type !== 'scroll' && !passive);
const scroll = listeners.filter(({ type }) => type === 'scroll').map(({ target, passive }) => `${target}${passive ? ' (passive)' : ''}`);
console.log(`\nScroll listeners: ${scroll.join(', ') || 'none'}`);
console.log(`Wheel/touch listeners that are not passive: ${blocking.map(({ type, target }) => `${type} on ${target}`).join(', ') || 'none'}`);
