// A small reader for the minified CSS the build emits: enough to find @font-face rules,
// the rules that set a font weight or load an image, and the custom properties they use.
// Not a general CSS parser: it knows blocks, strings, parentheses and comments.

/** Index of `char` in `text` from `start`, skipping strings and parenthesised groups. */
function indexOutside(text, char, start = 0) {
  let depth = 0;
  let quote = null;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === char && depth === 0) return i;
  }
  return -1;
}

function matchingBrace(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' || c === "'") {
      i = text.indexOf(c, i + 1);
      if (i === -1) return text.length;
    } else if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** Splits `text` on `separator` where it is outside strings and parentheses. */
export function splitOutside(text, separator) {
  const parts = [];
  let from = 0;
  for (let at = indexOutside(text, separator); at !== -1; at = indexOutside(text, separator, from)) {
    parts.push(text.slice(from, at));
    from = at + 1;
  }
  parts.push(text.slice(from));
  return parts.map((part) => part.trim()).filter(Boolean);
}

function declarations(body) {
  const map = new Map();
  for (const declaration of splitOutside(body, ';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) map.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim());
  }
  return map;
}

// Group rules whose children apply to the page (at some viewport or in some state).
const groupRule = /^@(media|supports|layer|container|scope)\b/;

function walk(text, out) {
  let from = 0;
  while (from < text.length) {
    const open = indexOutside(text, '{', from);
    if (open === -1) break;
    const close = matchingBrace(text, open);
    const head = text.slice(from, open);
    // Statements such as @import end with ";" before the next block's prelude.
    const lastStatement = indexOutside(head, ';') === -1 ? -1 : head.lastIndexOf(';');
    for (const statement of splitOutside(head.slice(0, lastStatement + 1), ';')) out.statements.push(statement);
    const prelude = head.slice(lastStatement + 1).trim();
    const body = text.slice(open + 1, close);
    if (groupRule.test(prelude)) walk(body, out);
    else if (!prelude.startsWith('@keyframes')) out.rules.push({ prelude, declarations: declarations(body) });
    from = close + 1;
  }
  for (const statement of splitOutside(text.slice(from), ';')) out.statements.push(statement);
  return out;
}

/** Rules ({ prelude, declarations }) and top-level statements (e.g. @import) of a stylesheet. */
export function parseCss(css) {
  return walk(css.replace(/\/\*[\s\S]*?\*\//g, ''), { rules: [], statements: [] });
}

/** The url(...) references in a declaration value, unquoted. */
export function urlsIn(value) {
  return [...value.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((match) => match[2]);
}

/** Replaces var(--x, fallback) with the custom property's value, as far as it is known. */
export function resolveVars(value, customProperties) {
  let resolved = value;
  for (let pass = 0; pass < 5 && resolved.includes('var('); pass += 1) {
    resolved = resolved.replace(/var\(\s*(--[\w-]+)\s*(?:,([^()]*))?\)/g, (_, name, fallback) =>
      customProperties.get(name) ?? fallback?.trim() ?? '',
    );
  }
  return resolved;
}
