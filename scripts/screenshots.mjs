// Full-page screenshots of every page (both languages, the 404 pages too) at the four
// review widths, for looking at the site as a visitor would. Needs a build served on PORT
// (default 4173). THEME=dark shows the dark theme (the system's setting, as a visitor's).
// Usage: [THEME=dark] [WIDTHS=390,1280] node scripts/screenshots.mjs [path ...]
//        → screenshots/<page>-<width>[-dark].png
import { mkdir } from 'node:fs/promises';
import { renderEveryPart } from './pageRendering.mjs';
import { headlessShellPath } from './paths.mjs';
import { launchChromium, siteRoutes } from './perf/harness.mjs';

const port = process.env.PORT ?? 4173;
const widths = (process.env.WIDTHS ?? '390,900,1280,1536').split(',').map(Number);
const colorScheme = process.env.THEME === 'dark' ? 'dark' : 'light';
const suffix = colorScheme === 'dark' ? '-dark' : '';
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : await siteRoutes().then(({ routes, notFound }) => [...routes, ...notFound]);

await mkdir('screenshots', { recursive: true });
// The tests' browser, which `npm test` installs: a screenshot is a look, not a measurement.
const browser = await launchChromium([], headlessShellPath);
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
  for (const path of paths) {
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    // Scroll through so lazy images and in-view effects settle, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    await renderEveryPart(page);
    const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
    await page.screenshot({ path: `screenshots/${name}-${width}${suffix}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`Wrote ${widths.length * paths.length} screenshots to screenshots/`);
