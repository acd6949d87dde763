import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import * as v from 'valibot';
import type { CaseStudy, CaseStudyBodies, CaseStudyRoute } from '../caseStudyTypes';
import { siteLocale, type Locale } from '../locale.ts';
import { renderMarkdown } from '../markdown.ts';
import type { MarkdownNode } from '../markdownTypes';
import { pagePaths } from '../pagePaths.ts';
import { caseStudyFrontMatter, caseStudySlug, type CaseStudyFrontMatter } from '../schema/caseStudies.ts';
import type { Content } from '../schema/index.ts';
import { compileYaml } from './compile.ts';
import { project, type ContentLoader } from './contentFiles.ts';
import { placeholderValues } from './placeholders.ts';
import { ContentError, type ContentProblem } from './problems.ts';

/** A study as read from its file: its cover still a path, with the image file it names. */
export type CompiledCaseStudy = {
  study: Omit<CaseStudy, 'cover'> & { cover: CaseStudyFrontMatter['cover'] };
  body: MarkdownNode[];
  coverFile: string;
};

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

type CompileOptions = {
  /** The file's path as problems name it, e.g. content/en/case-studies/red-river.md. */
  file: string;
  technologies: readonly string[];
  placeholders: Readonly<Record<string, string>>;
  /** The folder image paths are relative to (src/assets/). */
  assets: string;
};

/**
 * Reads one case study: its fields (YAML between two --- lines, checked like every content
 * file) and its Markdown. Returns every problem, each with the line it is on in the file.
 */
export function compileCaseStudy(source: string, options: CompileOptions): CompiledCaseStudy | { problems: ContentProblem[] } {
  const { file } = options;
  const match = frontMatterPattern.exec(source);
  if (!match) return { problems: [{ file, line: 1, column: 1, path: '', message: 'should start with its fields between two --- lines' }] };
  const compiled = compileYaml(match[1] ?? '', {
    file,
    schema: caseStudyFrontMatter(options.technologies),
    placeholders: options.placeholders,
    pages: Object.values(pagePaths),
    assets: options.assets,
  });
  // The fields start on the file's second line, after the opening ---.
  const problems = compiled.ok ? [] : compiled.problems.map((problem) => ({ ...problem, line: (problem.line ?? 0) + 1 }));
  const slug = basename(file, '.md');
  const slugCheck = v.safeParse(caseStudySlug, slug);
  if (!slugCheck.success) problems.unshift({ file, line: 1, column: 1, path: 'the file name', message: slugCheck.issues[0]?.message ?? '' });
  const bodyStart = match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0);
  const { nodes, problems: markdownProblems } = renderMarkdown(source.slice(match[0].length));
  for (const { line, message } of markdownProblems) problems.push({ file, line: bodyStart + line, column: 1, path: 'the text', message: `has ${message}` });
  if (!compiled.ok || problems.length) return { problems };
  const data = compiled.data as CaseStudyFrontMatter;
  const coverFile = compiled.images[0]?.file ?? '';
  return { study: { ...data, slug, path: `${pagePaths.caseStudies}/${slug}` }, body: nodes, coverFile };
}

/**
 * Every case study of a language, newest first, with the files read. Throws a ContentError
 * listing every problem in every study.
 */
export function readCaseStudies(loader: ContentLoader = project, locale: Locale = siteLocale): { files: string[]; studies: CompiledCaseStudy[] } {
  const projectRoot = join(loader.contentRoot, '..');
  const folder = join(loader.contentRoot, locale, 'case-studies');
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(folder, name));
  const company = loader.readContentFile(loader.contentPath('company.yaml', locale)).data as Content<'company.yaml'>;
  const { logos } = loader.readContentFile(loader.contentPath('technologies.yaml', locale)).data as Content<'technologies.yaml'>;
  const options = {
    technologies: logos.map(({ alt }) => alt),
    placeholders: placeholderValues(company),
    assets: join(projectRoot, 'src', 'assets'),
  };
  const results = files.map((path) => compileCaseStudy(readFileSync(path, 'utf8'), { ...options, file: relative(projectRoot, path).split(sep).join('/') }));
  const problems = results.flatMap((result) => ('problems' in result ? result.problems : []));
  if (problems.length) throw new ContentError(problems);
  const studies = (results as CompiledCaseStudy[]).sort(
    (a, b) => b.study.date.localeCompare(a.study.date) || a.study.slug.localeCompare(b.study.slug),
  );
  return { files, studies };
}

type Parts = { routes: CaseStudyRoute[]; studies: CaseStudy[]; bodies: CaseStudyBodies };
export type CaseStudyPart = keyof Parts;

/** What the route table needs of a study. */
export const routeOf = ({ slug, path, title, description, date }: CaseStudyRoute): CaseStudyRoute => ({ slug, path, title, description, date });

/**
 * A part of the case studies: `routes` (the route table's), `studies` (the list's and the
 * pages') or `bodies` (each page's story, loaded on its own), so each page's script carries
 * only what it shows.
 * In Node it reads the files, and a cover is its path under src/assets/; in a Vite build the
 * plugin (./caseStudiesPlugin.ts) puts the part's data in place of the call, each cover
 * encoded by the image pipeline.
 */
export function loadCaseStudies<Part extends CaseStudyPart>(part: Part): Parts[Part] {
  const { studies } = readCaseStudies();
  const parts: Parts = {
    routes: studies.map(({ study }) => routeOf(study)),
    studies: studies.map(({ study }) => study as unknown as CaseStudy),
    bodies: Object.fromEntries(studies.map(({ study, body }) => [study.slug, () => Promise.resolve(body)])),
  };
  return parts[part];
}
