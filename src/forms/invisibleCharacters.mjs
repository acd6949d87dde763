// Characters a person cannot see that change how text reads: control characters (C0,
// DEL, C1) and the bidirectional marks, embeddings, overrides and isolates that can
// reorder a line (a name that displays as another, a file name that ends in .exe).
// Plain JavaScript, so `npm run leads` (plain Node) shares it with the browser and the receiver.

const bidi = '\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069';
const oneLine = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029${bidi}]`, 'u');
const invisible = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029${bidi}]`, 'gu');
// In running text, line breaks and tabs are the writer's own.
const invisibleInText = new RegExp(`[\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\u2028\\u2029${bidi}]`, 'gu');

/** True when a one-line value (a name, an address, a number) holds any of them, tabs and line breaks included. */
export const hasInvisibleCharacters = (text) => oneLine.test(text);

/** The text without them; `keepLines` keeps line breaks (a CR LF or lone CR becomes LF) and tabs. */
export const stripInvisible = (text, { keepLines = false } = {}) =>
  keepLines ? text.replace(/\r\n?/g, '\n').replace(invisibleInText, '') : text.replace(invisible, '');
