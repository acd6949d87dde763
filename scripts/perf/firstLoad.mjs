// What a prerendered page pulls in on its first load, file by file, read statically from
// dist. The accounting rule is written out in docs/PERFORMANCE.md ("How bytes are counted").
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import { JSDOM } from 'jsdom';
import { parseCss, resolveVars, splitOutside, urlsIn } from './css.mjs';
import { familiesOf, fontFaceOf, matchWeight, weightOf } from './fontFaces.mjs';
import { mediaMatches, pickCandidate } from './responsive.mjs';

const origin = 'http://site.invalid';
// Text is served compressed; fonts and raster images already are.
const compressible = /\.(html|m?js|css|svg|json|txt|xml|webmanifest)$/;
const imageProperties = /^(background|background-image|mask|mask-image|list-style|list-style-image|border-image|content)$/;
const supportedImageTypes = new Set(['', 'image/avif', 'image/webp', 'image/png', 'image/jpeg', 'image/svg+xml', 'image/gif']);

/** The site path of a URL relative to `base`, or null when it is on another host. */
function sitePath(url, base) {
  const resolved = new URL(url, origin + base);
  return resolved.origin === origin ? decodeURIComponent(resolved.pathname) : null;
}

function matchesSomething(document, selectorList) {
  return splitOutside(selectorList, ',').some((selector) => {
    // States and pseudo-elements are dropped: a rule counts if it can apply at all.
    const plain = selector.replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, '').trim() || '*';
    try {
      return document.querySelector(plain) !== null;
    } catch {
      return true;
    }
  });
}

/** The text the page renders: its body without scripts, styles and <noscript> content. */
function visibleText(document) {
  const body = document.body.cloneNode(true);
  for (const el of body.querySelectorAll('script, style, noscript, template')) el.remove();
  return new Set(body.textContent);
}

/**
 * The files the page at `pagePath` (e.g. "/about/") loads first, read from `dist`:
 * [{ kind: 'document'|'js'|'css'|'font'|'image', path, raw, transfer, afterLoad }] plus
 * missing paths. `scriptsAfterLoad` are the chunks the page's script fetches itself once
 * the page has loaded (dist paths): part of every first visit, so counted, and marked
 * `afterLoad` (the other scripts are the boot script the HTML links).
 */
export async function firstLoad(dist, htmlFile, pagePath, scriptsAfterLoad = []) {
  await init;
  const files = new Map();
  const missing = [];
  const read = async (path) => {
    try {
      return await readFile(join(dist, path));
    } catch {
      missing.push(path);
      return null;
    }
  };
  const add = async (kind, path) => {
    if (!path || files.has(path)) return null;
    const bytes = await read(path);
    if (!bytes) return null;
    const transfer = compressible.test(path) ? gzipSync(bytes).length : bytes.length;
    files.set(path, { kind, path, raw: bytes.length, transfer });
    return bytes;
  };

  const html = await readFile(htmlFile, 'utf8');
  const { document } = new JSDOM(html).window;
  // jsdom parses <noscript> content as markup; a browser with JS on ignores it.
  const live = (selector) => [...document.querySelectorAll(selector)].filter((el) => !el.closest('noscript'));
  // Inline <style> content is counted as CSS, and the document without it.
  const inlineCss = live('style').map((el) => el.textContent);
  const markup = inlineCss.reduce((rest, css) => rest.replace(css, ''), html);
  files.set(pagePath, { kind: 'document', path: pagePath, raw: Buffer.byteLength(markup), transfer: gzipSync(markup).length });
  const local = (url, base = pagePath) => (url ? sitePath(url, base) : null);

  async function addModule(path) {
    const code = await add('js', path);
    if (!code) return;
    const [imports] = parse(code.toString());
    // Static imports load with the module; dynamic import() loads later, on demand.
    for (const { type, specifier } of imports) if (type === 'static' && specifier) await addModule(local(specifier, path));
  }
  for (const el of live('script[src], link[rel~="modulepreload"][href]')) {
    await addModule(local(el.getAttribute('src') ?? el.getAttribute('href')));
  }
  const beforeLoad = new Set(files.keys());
  for (const path of scriptsAfterLoad) await addModule(`/${path}`);
  for (const [path, file] of files) if (file.kind === 'js') file.afterLoad = !beforeLoad.has(path);

  const rules = [];
  async function addStylesheet(path) {
    const css = await add('css', path);
    if (!css) return;
    const sheet = parseCss(css.toString());
    for (const rule of sheet.rules) rules.push({ ...rule, base: path });
    for (const statement of sheet.statements) {
      const imported = statement.match(/^@import\s+(?:url\()?\s*['"]?([^'")\s]+)/)?.[1];
      if (imported) await addStylesheet(local(imported, path));
    }
  }
  inlineCss.forEach((css, index) => {
    const path = `${pagePath} <style> ${index + 1}`;
    files.set(path, { kind: 'css', path, raw: Buffer.byteLength(css), transfer: gzipSync(css).length });
    for (const rule of parseCss(css).rules) rules.push({ ...rule, base: pagePath });
  });
  for (const el of live('link[rel~="stylesheet"][href]')) {
    if (mediaMatches(el.getAttribute('media'))) await addStylesheet(local(el.getAttribute('href')));
  }

  // Web fonts the page's script adds once the page has loaded, declared for pages shown
  // without it in <noscript>: the same faces either way.
  for (const el of document.querySelectorAll('noscript style')) {
    for (const rule of parseCss(el.textContent).rules) if (rule.prelude === '@font-face') rules.push({ ...rule, base: pagePath });
  }

  const custom = new Map();
  for (const { declarations } of rules) {
    for (const [name, value] of declarations) if (name.startsWith('--')) custom.set(name, value);
  }
  const faces = [];
  const families = new Set();
  const weights = new Set([400]);
  if (document.querySelector('h1, h2, h3, h4, h5, h6, b, strong, th')) weights.add(700);
  for (const { prelude, declarations, base } of rules) {
    const value = (name) => resolveVars(declarations.get(name) ?? '', custom);
    if (prelude === '@font-face') {
      faces.push(fontFaceOf(new Map([...declarations].map(([k]) => [k, value(k)])), (url) => local(url, base)));
      continue;
    }
    if (!matchesSomething(document, prelude)) continue;
    if (declarations.has('font-family')) families.add(value('font-family'));
    if (declarations.has('font-weight')) weights.add(weightOf(value('font-weight')));
    if (declarations.has('font')) weights.add(weightOf(value('font')));
    for (const [name] of declarations) {
      if (!imageProperties.test(name)) continue;
      for (const url of urlsIn(value(name))) if (!url.startsWith('data:')) await add('image', local(url, base));
    }
  }
  const text = visibleText(document);
  const uncovered = new Set();
  for (const stack of families) {
    // The first family in the stack that has web font faces is the one downloaded.
    const family = familiesOf(stack).find((name) => faces.some((face) => face.family === name && face.url));
    const candidates = faces.filter((face) => face.family === family && face.style === 'normal' && face.url);
    for (const weight of weights) await add('font', matchWeight(candidates, weight)?.url);
    for (const char of text) {
      const code = char.codePointAt(0);
      const covered = candidates.some(({ ranges }) => ranges.some(([from, to]) => from <= code && code <= to));
      if (candidates.length && !covered && !/\s/.test(char)) uncovered.add(char);
    }
  }
  for (const el of live('link[rel~="preload"][as="font"][href]')) await add('font', local(el.getAttribute('href')));

  for (const img of live('img')) {
    if (img.getAttribute('loading') === 'lazy') continue;
    const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
    const source = [...(picture?.querySelectorAll('source') ?? [])].find(
      (el) => supportedImageTypes.has(el.getAttribute('type') ?? '') && mediaMatches(el.getAttribute('media')),
    );
    const srcset = source?.getAttribute('srcset') ?? img.getAttribute('srcset');
    const sizes = source?.getAttribute('sizes') ?? img.getAttribute('sizes');
    await add('image', local(srcset ? pickCandidate(srcset, sizes) : img.getAttribute('src')));
  }
  for (const el of live('link[rel~="preload"][as="image"]')) {
    const srcset = el.getAttribute('imagesrcset');
    await add('image', local(srcset ? pickCandidate(srcset, el.getAttribute('imagesizes')) : el.getAttribute('href')));
  }
  await add('image', local(live('link[rel~="icon"][href]')[0]?.getAttribute('href')));

  return { files: [...files.values()], missing, uncovered: [...uncovered] };
}
