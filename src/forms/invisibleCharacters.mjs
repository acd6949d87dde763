// Characters a person cannot see that change how text reads: control characters (C0,
// DEL, C1), the bidirectional marks, embeddings, overrides and isolates that can
// reorder a line (a name that displays as another, a file name that ends in .exe), and
// the format characters that show as nothing or as blank space (a name made of U+3164
// Hangul fillers looks empty; tag characters carry hidden text).
// Plain JavaScript, so `npm run leads` (plain Node) shares it with the browser and the receiver.

const bidi = '\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069';
// Soft hyphen, Hangul fillers, Khmer inherent vowels, Mongolian separators, zero-width
// space and joiners, word joiner and invisible operators, deprecated format controls,
// byte-order mark, halfwidth Hangul filler, and the tag characters (U+E0000–U+E007F).
const format =
  '\u00AD\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200D\u2060-\u2064\u206A-\u206F\u3164\uFEFF\uFFA0\u{E0000}-\u{E007F}';
const oneLineSet = `\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029${bidi}${format}`;
const oneLine = new RegExp(`[${oneLineSet}]`, 'u');
const invisible = new RegExp(`[${oneLineSet}]`, 'gu');
// In running text, line breaks and tabs are the writer's own, and the joiners stay:
// emoji sequences and several scripts need them.
const invisibleInText = new RegExp(
  `[\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\u2028\\u2029${bidi}]`,
  'gu',
);

/** True when a one-line value (a name, an address, a number) holds any of them, tabs and line breaks included. */
export const hasInvisibleCharacters = (text) => oneLine.test(text);

/** The text without them; `keepLines` keeps line breaks (a CR LF or lone CR becomes LF) and tabs, and the format characters. */
export const stripInvisible = (text, { keepLines = false } = {}) =>
  keepLines
    ? text.replace(/\r\n?/g, '\n').replace(invisibleInText, '')
    : text.replace(invisible, '');
