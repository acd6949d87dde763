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
export type ImageUse = { path: readonly (string | number)[]; file: string; inline: boolean };

export type Compiled =
  | { ok: true; data: unknown; images: readonly ImageUse[] }
  | { ok: false; problems: readonly ContentProblem[] };

/**
 * Reads one YAML content file: parses it, fills in the placeholders, checks it against its
 * schema, its links against the site's pages and its images against the files there are.
 * Every problem found is returned, each with its line and column.
 */
export function compileYaml(source: string, options: CompileOptions): Compiled {
  const { file, schema } = options;
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

  const problem = (path: readonly (string | number)[], message: string, at: 'value' | 'name' = 'value'): ContentProblem => {
    const { line, column } = positionOf(document, path, lines, at);
    return { file, line, column, path: fieldPath(path), message };
  };

  const result = v.safeParse(schema, fillPlaceholders(document.toJS(), options.placeholders));
  const problems: ContentProblem[] = result.success ? [] : result.issues.map((issue) =>
        // A field the schema does not have: its name is what to correct.
        problem(pathOf(issue), describeIssue(issue, schema), issue.expected === 'never' ? 'name' : 'value'),
      );
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
      if (existsSync(image)) images.push({ path, file: image, inline: value.inline });
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
