// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoad } from '../../scripts/perf/firstLoad.mjs';

// A miniature dist: what a page links, and what it must not be charged for.
const files: Record<string, string> = {
  'index.html': `<!doctype html><html><head>
    <style>
      @font-face{font-family:Sans;font-weight:400;src:url(/assets/sans-400.woff2)format("woff2");unicode-range:U+20-7E}
      @font-face{font-family:Sans;font-weight:700;src:url(/assets/sans-700.woff2)format("woff2");unicode-range:U+20-7E}
      @font-face{font-family:Sans;font-weight:300;src:url(/assets/sans-300.woff2)format("woff2");unicode-range:U+20-7E}
      :root{--body:Sans,Arial}
      body{font-family:var(--body)}
      .unused{font-weight:300;background:url(/assets/unused.png)}
      .banner{background-image:url(/assets/texture.svg)}
      .label{font-weight:500}
    </style>
    <link rel="modulepreload" href="/assets/page.js">
    <noscript><link rel="stylesheet" href="/noscript.css"></noscript>
    <noscript><style>@font-face{font-family:Sans;font-weight:500;src:url(/assets/sans-500.woff2)format("woff2");unicode-range:U+20-7E}</style></noscript>
    <script type="module" src="/assets/entry.js"></script>
  </head><body>
    <h1 class="banner">Hello</h1>
    <picture>
      <source type="image/avif" srcset="/assets/hero-480.avif 480w, /assets/hero-960.avif 960w" sizes="100vw">
      <img src="/assets/hero-960.png" width="960" height="540" alt="">
    </picture>
    <img src="/assets/below.png" loading="lazy" alt="">
    <p class="label">Label</p>
  </body></html>`,
  'assets/entry.js': 'import{a}from"./shared.js";import("./later.js");a();',
  'assets/page.js': 'import{a}from"./shared.js";export const b=a;',
  'assets/shared.js': 'export const a=()=>1;',
  'assets/later.js': 'export const c=2;',
  'assets/app.js': 'import{a}from"./shared.js";import{d}from"./framework.js";d(a);',
  'assets/framework.js': 'export const d=(f)=>f();',
  'assets/sans-500.woff2': 'x'.repeat(500),
  'assets/sans-400.woff2': 'x'.repeat(400),
  'assets/sans-700.woff2': 'x'.repeat(700),
  'assets/sans-300.woff2': 'x'.repeat(300),
  'assets/unused.png': 'x',
  'assets/texture.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'assets/hero-480.avif': 'x'.repeat(480),
  'assets/hero-960.avif': 'x'.repeat(960),
  'assets/hero-960.png': 'x'.repeat(2000),
  'assets/below.png': 'x',
  'noscript.css': 'body{}',
};

let dist = '';
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'first-load-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dist, path)), { recursive: true });
    await writeFile(join(dist, path), content);
  }
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const load = () => firstLoad(dist, join(dist, 'index.html'), '/');
const pathsOf = async (kind: string) => (await load()).files.filter((file) => file.kind === kind).map((file) => file.path);

describe('first-load accounting', () => {
  it('counts module scripts, modulepreloads and their static imports, not dynamic imports', async () => {
    expect((await pathsOf('js')).sort()).toEqual(['/assets/entry.js', '/assets/page.js', '/assets/shared.js']);
  });

  it('counts inline CSS as CSS and ignores stylesheets inside <noscript>', async () => {
    const css = (await load()).files.filter((file) => file.kind === 'css');
    expect(css.map((file) => file.path)).toEqual(['/ <style> 1']);
    expect(css[0]!.raw).toBeGreaterThan(300);
  });

  it('counts the scripts fetched once the page has loaded, and their imports, marked as such', async () => {
    const { files: loaded } = await firstLoad(dist, join(dist, 'index.html'), '/', ['assets/app.js']);
    const js = loaded.filter((file) => file.kind === 'js').map(({ path, afterLoad }) => [path, afterLoad]);
    expect(js.sort()).toEqual([
      ['/assets/app.js', true],
      ['/assets/entry.js', false],
      ['/assets/framework.js', true],
      ['/assets/page.js', false],
      ['/assets/shared.js', false],
    ]);
  });

  it('counts only the font faces the page’s text uses: body 400, heading 700 and a 500 declared for script-less pages, not an unused 300', async () => {
    expect((await pathsOf('font')).sort()).toEqual(['/assets/sans-400.woff2', '/assets/sans-500.woff2', '/assets/sans-700.woff2']);
  });

  it('counts eager images (the candidate a phone picks) and CSS images of rules that apply', async () => {
    expect((await pathsOf('image')).sort()).toEqual(['/assets/hero-960.avif', '/assets/texture.svg']);
  });

  it('reports text the web font cannot render, and files the page links that do not exist', async () => {
    const html = files['index.html']!.replace('Hello', 'Héllo').replace('/assets/page.js', '/assets/gone.js');
    await writeFile(join(dist, 'broken.html'), html);
    const result = await firstLoad(dist, join(dist, 'broken.html'), '/broken.html');
    expect(result.uncovered).toEqual(['é']);
    expect(result.missing).toEqual(['/assets/gone.js']);
  });
});
