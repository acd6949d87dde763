import type * as v from 'valibot';
import { unwrap, type SchemaNode } from '../schema/fields.ts';
import { isMap, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';

/**
 * One thing wrong in a content file: the file (content/en/home.yaml), where in it (1-based; none
 * when it is the whole file), the field (intro.points[2].icon; empty for the whole file), and what
 * is wrong and what to do, as a sentence that follows the field ('is missing', 'should be a number,
 * not "many"').
 */
export type ContentProblem = {
  file: string;
  line?: number;
  column?: number;
  path: string;
  message: string;
};

/** One line: `content/en/home.yaml:3:3: hero.title is missing (text)`. */
export const formatProblem = ({ file, line, column, path, message }: ContentProblem): string =>
  `${file}${line === undefined ? '' : `:${line}:${column ?? 1}`}: ${path || 'the file'} ${message}`;

/** Thrown when content files are wrong: its message is one line per problem, nothing else. */
export class ContentError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentError';
  }
}

export type Path = readonly (string | number)[];
export type Position = { line: number; column: number };
export const positionAt = (lines: LineCounter, offset = 0): Position => ({
  line: lines.linePos(offset).line,
  column: lines.linePos(offset).col,
});
/** Where the field at a path is written; `name` for the field's name rather than its value. */
export type Locate = (path: Path, at?: 'value' | 'name') => Position;

/** Where a field is, as a person reads it: hero.title, intro.points[2].icon. */
export const fieldPath = (path: Path): string =>
  path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`))
    .join('');

/**
 * Where the field at `path` is written: its value, or its name (`target: 'name'`, or an empty
 * value, with no text to point at); for a missing field, the name of the nearest enclosing field.
 */
export function positionOf(
  document: Document,
  lines: LineCounter,
  path: Path,
  target: 'value' | 'name' = 'value',
): Position {
  const at = (offset?: number) => positionAt(lines, offset);
  let node: unknown = document.contents;
  let value = at((node as Node | null)?.range?.[0]);
  let enclosing = value;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find(
        (item) => (isScalar(item.key) ? item.key.value : item.key) === key,
      );
      if (!pair) return enclosing;
      const next = pair.value as Node | null;
      enclosing = at((pair.key as Node | null)?.range?.[0]);
      const empty = isScalar(next) && next.value === null && next.source === '';
      value = next?.range && !empty && target === 'value' ? at(next.range[0]) : enclosing;
      node = next;
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as Node | undefined;
      if (!item?.range) return value;
      value = enclosing = at(item.range[0]);
      node = item;
    } else return value;
  }
  return value;
}

/** The schema of the field at `path`, when the path leads through objects and lists. */
const schemaAt = (schema: SchemaNode | undefined, path: Path) =>
  unwrap(
    path.reduce(
      (node, key) => (typeof key === 'number' ? unwrap(node)?.item : unwrap(node)?.entries?.[key]),
      schema,
    ),
  );

/** What a field should hold, in words. */
function describe(schema: SchemaNode | undefined): string | undefined {
  const kinds: Record<string, string> = {
    string: 'text',
    number: 'a number',
    boolean: 'true or false',
    array: 'a list',
  };
  if (schema?.type === 'object' || schema?.type === 'strict_object')
    return `a group of fields (${Object.keys(schema.entries ?? {}).join(', ')})`;
  if (schema?.type === 'picklist') return `one of ${(schema.options ?? []).join(', ')}`;
  if (schema?.type === 'union')
    return (schema.options ?? [])
      .map((option) => (typeof option === 'string' ? option : describe(option as SchemaNode)))
      .join(' or ');
  return kinds[schema?.type ?? ''];
}

/** What was found instead, in words. */
function found({ input, received }: v.BaseIssue<unknown>): string {
  if (typeof input === 'string') return `the text "${input}"`;
  if (typeof input === 'number' || typeof input === 'boolean') return String(input);
  if (Array.isArray(input)) return 'a list';
  return typeof input === 'object' ? 'a group of fields' : received;
}

export const pathOf = (issue: v.BaseIssue<unknown>): Path =>
  (issue.path ?? []).map((item) => item.key as string | number);

/** The problem as a sentence that follows the field's name: 'is missing (text)', 'should be a number, not …'. */
export function describeIssue(issue: v.BaseIssue<unknown>, schema: SchemaNode): string {
  const path = pathOf(issue);
  const expected = describe(schemaAt(schema, path));
  // A message written in the schema speaks for itself; valibot's own ones start with 'Invalid'.
  if (!issue.message.startsWith('Invalid '))
    return issue.kind === 'schema' ? `${issue.message}, not ${found(issue)}` : issue.message;
  if (issue.expected === 'never')
    return `is not a field here: check its spelling (the fields here are ${Object.keys(schemaAt(schema, path.slice(0, -1))?.entries ?? {}).join(', ')})`;
  if (issue.input === undefined) return `is missing${expected ? ` (${expected})` : ''}`;
  if (issue.input === null) return `is empty${expected ? `: write ${expected}` : ''}`;
  return `should be ${expected ?? issue.expected}, not ${found(issue)}`;
}
