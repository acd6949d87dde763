import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { LineCounter, parseDocument } from 'yaml';
import { ContentRef } from '../schema/fields.ts';
import { describeIssue, fieldPath, pathOf } from './issues.ts';
import { positionOf } from './positions.ts';
import { fillPlaceholders } from './placeholders.ts';
import type { ContentProblem } from './problems.ts';

type Schema = Parameters<typeof v.safeParse>[0];

export type CompileOptions = {
  /** The file's path as problems name it, e.g. content/en/home.yaml. */
  file: string;
  schema: Schema;
  /** Placeholder values to fill in; none for the file they come from. */
  placeholders: Readonly<Record<string, string>>;
  /** The site's pages, which an internal link must name. */
  pages: readonly string[];
  /** The folder image paths are relative to. */
  assets: string;
};

/** An image the file names, and the field's place in the data (where the page gets its URL). */
export type ImageUse = { path: readonly (string | number)[]; file: string };

export type Compiled =
  | { ok: true; data: unknown; images: readonly ImageUse[] }
  | { ok: false; problems: readonly ContentProblem[] };

/**
 * For a value that matches none of the forms a field allows (text, or a list of parts…),
 * the problem found deepest inside it: the one closest to what was meant.
 */
const deepest = (issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> =>
  issue.type === 'union' && issue.issues?.length
    ? issue.issues.map(deepest).reduce((best, next) => ((next.path?.length ?? 0) > (best.path?.length ?? 0) ? next : best))
    : issue;

/** Where the field at a path is written; `name` for the field's name rather than its value. */
export type Locate = (path: readonly (string | number)[], at?: 'value' | 'name') => { line: number; column: number };

/**
 * Reads one YAML content file: parses it, fills in the placeholders, checks it against its
 * schema, its links against the site's pages and its images against the files there are.
 * Every problem found is returned, each with its line and column.
 */
export function compileYaml(source: string, options: CompileOptions): Compiled {
  const parsed = parseYaml(source, options.file);
  return parsed.ok ? check(parsed.data, parsed.locate, [], options) : parsed;
}

/** The YAML's data and where each field is, or where it cannot be read. */
export function parseYaml(source: string, file: string): { ok: true; data: unknown; locate: Locate } | { ok: false; problems: ContentProblem[] } {
  const lines = new LineCounter();
  const document = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  if (document.errors.length > 0)
    return {
      ok: false,
      problems: document.errors.map((error) => {
        const start = lines.linePos(error.pos[0]);
        return { file, line: start.line, column: start.col, path: '', message: `cannot be read as YAML: ${error.message.split('\n')[0]}` };
      }),
    };
  return { ok: true, data: document.toJS(), locate: (path, at) => positionOf(document, path, lines, at) };
}

/**
 * Fills in the placeholders of data read from a file and checks it: against its schema, its
 * links against the site's pages, its images against src/assets/. `found` are problems the
 * reading itself came across; every problem is returned, in the order of the file.
 */
export function check(raw: unknown, locate: Locate, found: readonly ContentProblem[], options: CompileOptions): Compiled {
  const { file, schema } = options;
  const problem = (path: readonly (string | number)[], message: string, at: 'value' | 'name' = 'value'): ContentProblem => {
    const { line, column } = locate(path, at);
    return { file, line, column, path: fieldPath(path), message };
  };

  const result = v.safeParse(schema, fillPlaceholders(raw, options.placeholders));
  const problems: ContentProblem[] = [...found];
  if (!result.success)
    for (const issue of result.issues.map(deepest))
      // A field the schema does not have: its name is what to correct.
      problems.push(problem(pathOf(issue), describeIssue(issue, schema), issue.expected === 'never' ? 'name' : 'value'));
  const images: ImageUse[] = [];
  const resolveRefs = (value: unknown, path: (string | number)[]): unknown => {
    if (value instanceof ContentRef) {
      if (value.kind === 'page') {
        const page = value.value.replace(/[?#].*$/, '');
        if (!options.pages.includes(page))
          problems.push(problem(path, `links to ${page}, which is not a page of this site (the pages are ${options.pages.join(', ')})`));
        return value.value;
      }
      const image = join(options.assets, value.value);
      if (existsSync(image)) images.push({ path, file: image });
      else problems.push(problem(path, `names the image ${value.value}, which is not in src/assets/`));
      return value.value;
    }
    if (Array.isArray(value)) return value.map((item, index) => resolveRefs(item, [...path, index]));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveRefs(item, [...path, key])]));
    return value;
  };
  // The fields that are right still have their links and images checked, so one run lists every problem.
  const data = resolveRefs(result.output, []);
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, data, images };
}
