import { translationOf } from '../schema/fields.ts';
import { locales } from '../schema/index.ts';
import type { Locate } from './compile.ts';
import { fieldPath } from './issues.ts';
import type { ContentProblem } from './problems.ts';

/**
 * Each language's files mirror the original language's, file for file and field for field:
 * a translation that lacks a field is found here, at build time, rather than as a gap on a
 * page. Only the shape is compared (fields, and the count of a list's items); each file's
 * values are its own schema's to judge.
 */

/** The language every other one translates: its files are the reference. */
export const originalLocale = locales[0];

/** A content file as read, before its schema: its data, and where each field is written. */
export type ReadFile = { file: string; data: unknown; locate: Locate };

/** The parts of a schema the comparison follows: an object's fields, a list's items, a pipe's metadata. */
type SchemaNode = {
  type?: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  pipe?: Parameters<typeof translationOf>[0]['pipe'];
};

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Where `translation` differs in shape from `original`: a field the original has and the
 * translation lacks (optional ones too), a field the original does not have, and a list with
 * another count of items, unless its schema lets each language count its own (running text,
 * src/content/schema/fields.ts). A value that may take several forms (text, or text with
 * links) is the translation's to shape. Each problem is in the translation, where it is.
 */
export function translationProblems(original: ReadFile, translation: ReadFile, schema: unknown): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const at = (path: readonly (string | number)[], target: 'value' | 'name' = 'value') => ({ file: translation.file, ...translation.locate(path, target), path: fieldPath(path) });
  const originalLine = (path: readonly (string | number)[]) => `${original.file}:${original.locate(path, 'name').line}`;

  const compare = (source: unknown, translated: unknown, node: SchemaNode | undefined, path: (string | number)[]): void => {
    while (node?.wrapped) node = node.wrapped;
    if (node?.type === 'union') return;
    if (Array.isArray(source) && Array.isArray(translated)) {
      if (node && translationOf(node) === 'own count') return;
      if (source.length !== translated.length)
        problems.push({
          ...at(path, 'name'),
          message: `has ${translated.length} items where ${originalLine(path)} has ${source.length}: each item translates the one at its place there`,
        });
      for (let index = 0; index < Math.min(source.length, translated.length); index++) compare(source[index], translated[index], node?.item, [...path, index]);
      return;
    }
    // Values of different kinds (a list where the original has text) are the file's schema's to refuse.
    if (!isRecord(source) || !isRecord(translated)) return;
    for (const [key, value] of Object.entries(source)) {
      if (key in translated) compare(value, translated[key], node?.entries?.[key], [...path, key]);
      else problems.push({ ...at([...path, key]), message: `is missing: ${originalLine([...path, key])} has it; write its translation here` });
    }
    for (const key of Object.keys(translated))
      if (!(key in source))
        problems.push({ ...at([...path, key], 'name'), message: `is not in ${original.file}: every language has the same fields; delete it here, or add it there too` });
  };

  compare(original.data, translation.data, schema as SchemaNode, []);
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

/**
 * The translation problems of `found` not already said by a file's own reading (`said`): a
 * field missing from a translation is said once, by its file's schema when that requires it.
 */
export function notSaidYet(said: readonly ContentProblem[], found: readonly ContentProblem[]): ContentProblem[] {
  const named = new Set(said.map(({ file, path }) => `${file}\0${path}`));
  return found.filter(({ file, path }) => !named.has(`${file}\0${path}`));
}
