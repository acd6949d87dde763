// Puts into each prerendered page's <style> the rules of the site's stylesheet its markup can use:
// the first paint waits for nothing after the HTML, which for most pages fits in a new connection's
// first round trip (about 14.6 kB). The boot script loads the whole file
// (src/app/loading/wholeStylesheet.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'lightningcss';
import { wholeStylesheetAttribute } from '../src/styles/pageStylesheet.mjs';

const stylesheetLink = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** Every class the page's markup names. */
const classesOf = (html) =>
  new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) =>
      names.split(/\s+/).filter(Boolean),
    ),
  );

/**
 * Whether a selector can match in a page with these classes: every class it requires is there.
 * Classes inside `:not()`, `:is()`, `:has()`… are not required: such a rule stays rather than
 * risk it.
 */
const canMatch = (selector, classes) =>
  selector.every((component) => component.type !== 'class' || classes.has(component.name));

/** Whether a rule stays: a style rule that can match, a grouping rule (`@media`, …) that keeps one, any other at-rule. */
const keeps = (rule, classes) => {
  if (rule.type === 'style')
    return rule.value.selectors.some((selector) => canMatch(selector, classes));
  const children = rule.value?.rules;
  return Array.isArray(children) ? children.some((child) => keeps(child, classes)) : true;
};

/**
 * The stylesheet with only the style rules that can match a page with these classes; rules without
 * classes and at-rules such as keyframes and font faces stay, a media query left empty goes.
 * @param {string} css the built, minified stylesheet
 * @param {{ has(name: string): boolean }} classes
 */
export function cutStylesheet(css, classes) {
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: { Rule: (rule) => (keeps(rule, classes) ? undefined : []) },
  });
  return code.toString();
}

/**
 * Each page with its linked /assets stylesheet replaced by a <style> of the rules its markup can
 * use, which names the whole file for the boot script.
 * @param {string} dist
 * @param {string[]} pages each page's complete HTML
 */
export function inlinePageStylesheets(dist, pages) {
  /** @type {Map<string, string>} */
  const stylesheets = new Map();
  const read = (file) =>
    stylesheets.get(file) ??
    stylesheets.set(file, readFileSync(join(dist, file), 'utf8').trim()).get(file);
  return pages.map((html) => {
    const classes = classesOf(html);
    return html.replace(stylesheetLink, (_, file) => {
      const css = cutStylesheet(read(file), classes).replaceAll('</style', '<\\/style');
      return `<style ${wholeStylesheetAttribute}="/${file}">${css}</style>`;
    });
  });
}
