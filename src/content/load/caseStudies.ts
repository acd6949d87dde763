import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { LineCounter, parseDocument, isMap, isScalar, isSeq, type Node } from 'yaml';
import { caseStudiesPath } from '../caseStudyPaths.ts';
import type { CaseStudy, CaseStudyBodies, CaseStudyRoute } from '../caseStudyTypes';
import { renderMarkdown } from '../markdown.ts';
import type { MarkdownNode } from '../markdownTypes';
import { caseStudyFrontMatter, caseStudySlug } from '../schema/caseStudy.ts';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
const assetsRoot = join(projectRoot, 'src', 'assets');
/** The folder of a language's case studies. */
export const caseStudiesFolder = (locale = 'en') => join(projectRoot, 'content', locale, 'case-studies');

const shown = (file: string) => relative(projectRoot, file).split(sep).join('/');

/** The names the technologies list allows. */
const technologyNames = () =>
  [...readFileSync(join(projectRoot, 'src', 'content', 'technologies.ts'), 'utf8').matchAll(/alt: '([^']+)'/g)].map(([, name]) => name ?? '');

export type CaseStudyProblem = { file: string; line: number; column: number; path: string; message: string };
export class CaseStudyError extends Error {
  constructor(readonly problems: readonly CaseStudyProblem[]) {
    super(problems.map(({ file, line, column, path, message }) => `${file}:${line}:${column}: ${path || 'the file'} ${message}`).join('\n'));
    this.name = 'CaseStudyError';
  }
}

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

type Parsed = { study: Omit<CaseStudy, 'cover'> & { cover: { image: string; alt: string } }; body: MarkdownNode[]; coverFile: string };

function positionOf(node: unknown, path: readonly (string | number)[], lines: LineCounter) {
  let current = node as Node | null;
  for (const key of path) {
    const next = isMap(current) ? current.items.find((pair) => isScalar(pair.key) && pair.key.value === key)?.value : isSeq(current) ? current.items[key as number] : undefined;
    if (!next) break;
    current = next as Node;
  }
  const { line, col } = lines.linePos(current?.range?.[0] ?? 0);
  return { line, column: col };
}

/** Reads, checks and renders one study; its problems, each with its line, otherwise. */
export function compileCaseStudy(source: string, file: string, technologies: readonly string[]): Parsed | CaseStudyProblem[] {
  const name = shown(file);
  const slug = basename(file, '.md');
  const match = frontMatterPattern.exec(source);
  if (!match) return [{ file: name, line: 1, column: 1, path: '', message: 'should start with its fields between two --- lines' }];
  const lines = new LineCounter();
  const document = parseDocument(match[1] ?? '', { lineCounter: lines });
  // The fields start on the file's second line, after the opening ---.
  const at = (path: readonly (string | number)[]) => {
    const { line, column } = positionOf(document.contents, path, lines);
    return { line: line + 1, column };
  };
  if (document.errors.length) return document.errors.map((error) => ({ file: name, ...at([]), path: '', message: `cannot be read: ${error.message.split('\n')[0]}` }));
  const problems: CaseStudyProblem[] = [];
  const slugResult = v.safeParse(caseStudySlug, slug);
  if (!slugResult.success) problems.push({ file: name, line: 1, column: 1, path: 'the file name', message: slugResult.issues[0]?.message ?? '' });
  const result = v.safeParse(caseStudyFrontMatter(technologies), document.toJS());
  if (!result.success) {
    for (const issue of result.issues) {
      const path = (issue.path ?? []).map((item) => item.key as string | number);
      const field = path.map((key, index) => (typeof key === 'number' ? `[${key}]` : index ? `.${key}` : key)).join('');
      const message = issue.input === undefined && issue.kind === 'schema' ? 'is missing' : issue.message;
      problems.push({ file: name, ...at(path), path: field, message });
    }
  }
  const bodyLine = source.slice(0, match[0].length).split('\n').length;
  const { nodes, problems: markdownProblems } = renderMarkdown(source.slice(match[0].length));
  for (const { line, message } of markdownProblems) problems.push({ file: name, line: bodyLine + line - 1, column: 1, path: 'the text', message: `has ${message}` });
  if (!result.success || problems.length) return problems;
  const coverFile = join(assetsRoot, result.output.cover.image);
  if (!existsSync(coverFile)) return [{ file: name, ...at(['cover', 'image']), path: 'cover.image', message: `names the image ${result.output.cover.image}, which is not in src/assets/` }];
  return { study: { ...result.output, slug, path: `${caseStudiesPath}/${slug}` }, body: nodes, coverFile };
}

/** Every study of a language, newest first; throws a CaseStudyError listing every problem. */
export function readCaseStudies(locale = 'en'): { files: string[]; studies: Parsed[] } {
  const folder = caseStudiesFolder(locale);
  const files = readdirSync(folder).filter((file) => file.endsWith('.md')).sort().map((file) => join(folder, file));
  const technologies = technologyNames();
  const results = files.map((file) => compileCaseStudy(readFileSync(file, 'utf8'), file, technologies));
  const problems = results.flatMap((result) => (Array.isArray(result) ? result : []));
  if (problems.length) throw new CaseStudyError(problems);
  const studies = (results as Parsed[]).sort((a, b) => b.study.date.localeCompare(a.study.date) || a.study.slug.localeCompare(b.study.slug));
  return { files, studies };
}

type Parts = { routes: CaseStudyRoute[]; studies: CaseStudy[]; bodies: CaseStudyBodies };
export type CaseStudyPart = keyof Parts;

export const routeOf = ({ slug, path, title, description, date }: CaseStudyRoute): CaseStudyRoute => ({ slug, path, title, description, date });

/**
 * A part of the case studies: `routes` (the route table's), `studies` (the list's and the
 * pages') or `bodies` (each page's story), so each page's script carries only what it shows.
 * In Node it reads the files, and a cover is its path under src/assets/; in a Vite build the
 * plugin (./caseStudiesPlugin.ts) puts the part's data in place of the call, with each cover
 * encoded by the image pipeline.
 */
export function loadCaseStudies<Part extends CaseStudyPart>(part: Part): Parts[Part] {
  const { studies } = readCaseStudies();
  const parts: Parts = {
    routes: studies.map(({ study }) => routeOf(study)),
    studies: studies.map(({ study }) => study as unknown as CaseStudy),
    bodies: Object.fromEntries(studies.map(({ study, body }) => [study.slug, body])),
  };
  return parts[part];
}
