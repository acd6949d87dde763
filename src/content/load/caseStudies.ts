import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import * as v from 'valibot';
import type { CaseStudy, CaseStudyBodies, CaseStudyRoute } from '../caseStudyTypes';
import { renderMarkdown } from '../markdown.ts';
import type { MarkdownNode } from '../markdownTypes';
import { pagePaths } from '../pagePaths.ts';
import { caseStudyFrontMatter, caseStudySlug, type CaseStudyFrontMatter } from '../schema/caseStudies.ts';
import { localeSettings, siteLocale, type Locale } from '../locale.ts';
import { locales, type Content } from '../schema/index.ts';
import { compileYaml, parseYaml } from './compile.ts';
import { project, type ContentLoader } from './contentFiles.ts';
import { placeholderValues } from './placeholders.ts';
import { ContentError, type ContentProblem } from './problems.ts';
import { notSaidYet, originalLocale, translationProblems } from './translations.ts';

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

/** The case studies' folder of a language. */
const folderOf = (loader: ContentLoader, locale: string) => join(loader.contentRoot, locale, 'case-studies');

/** The names of the case studies in a folder (none if there is no folder). */
const studyNames = (folder: string) => (existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.md')).sort() : []);

/** A study's fields as written, before its schema; a blank first line keeps each on its line in the file, after the opening ---. */
const readFrontMatter = (source: string, file: string): ReturnType<typeof parseYaml> => {
  const match = frontMatterPattern.exec(source);
  return match ? parseYaml(`\n${match[1]}`, file) : { ok: false, problems: [{ file, line: 1, column: 1, path: '', message: 'should start with its fields between two --- lines' }] };
};

/** Each case study of a language, compiled: its data, or its problems. */
function compileStudies(loader: ContentLoader, locale: string): { path: string; result: ReturnType<typeof compileCaseStudy> }[] {
  const projectRoot = join(loader.contentRoot, '..');
  const folder = folderOf(loader, locale);
  const company = loader.readContentFile(loader.contentPath('company.yaml', locale)).data as Content<'company.yaml'>;
  const { logos } = loader.readContentFile(loader.contentPath('technologies.yaml', locale)).data as Content<'technologies.yaml'>;
  const options = {
    technologies: logos.map(({ alt }) => alt),
    placeholders: placeholderValues(company, localeSettings[locale as Locale].tag),
    assets: join(projectRoot, 'src', 'assets'),
  };
  return studyNames(folder).map((name) => {
    const path = join(folder, name);
    return { path, result: compileCaseStudy(readFileSync(path, 'utf8'), { ...options, file: relative(projectRoot, path).split(sep).join('/') }) };
  });
}

/**
 * Where the case studies of the other languages do not mirror the original language's: a
 * study without its translation under the same name (its address), a translation without its
 * original, and a translation whose fields differ in shape from its original's
 * (./translations.ts). Reading `locale`, it checks that language against the original, or the
 * original against every other language. An original with problems of its own (`right` lists
 * those without) is not compared; a study of `locale` that cannot be read is left to its own
 * reading to report. Returns the problems and the files read.
 */
function translationCheck(loader: ContentLoader, locale: string, right: ReadonlySet<string>): { files: string[]; problems: ContentProblem[] } {
  const shown = (path: string) => relative(join(loader.contentRoot, '..'), path).split(sep).join('/');
  const originals = folderOf(loader, originalLocale);
  const others = locale === originalLocale ? locales.filter((other) => other !== originalLocale) : [locale];
  const files: string[] = [];
  const problems = others.flatMap((other) => {
    const translations = folderOf(loader, other);
    const [originalNames, translatedNames] = [studyNames(originals), studyNames(translations)];
    files.push(...originalNames.map((name) => join(originals, name)), ...translatedNames.map((name) => join(translations, name)));
    const rule = 'each case study is written in every language, under the same name (its address)';
    const unmatched = [
      ...originalNames
        .filter((name) => !translatedNames.includes(name))
        .map((name) => ({ file: shown(join(translations, name)), path: '', message: `is missing: ${rule}; start from a copy of ${shown(join(originals, name))}` })),
      ...translatedNames
        .filter((name) => !originalNames.includes(name))
        .map((name) => ({ file: shown(join(translations, name)), path: '', message: `has no original ${shown(join(originals, name))}: ${rule}; rename it, or write the original` })),
    ];
    const mirrored = originalNames
      .filter((name) => translatedNames.includes(name) && right.has(join(originals, name)))
      .flatMap((name) => {
        const [original, translation] = [shown(join(originals, name)), shown(join(translations, name))] as const;
        const source = readFrontMatter(readFileSync(join(originals, name), 'utf8'), original);
        const translated = readFrontMatter(readFileSync(join(translations, name), 'utf8'), translation);
        if (!translated.ok) return other === locale ? [] : translated.problems;
        // The original compiled, so it reads.
        if (!source.ok) return source.problems;
        return translationProblems({ file: original, ...source }, { file: translation, ...translated }, caseStudyFrontMatter([]));
      });
    return [...unmatched, ...mirrored];
  });
  return { files: [...new Set(files)], problems };
}

/**
 * Every case study of a language, newest first, with the files read (its translations' or
 * original's too). Throws a ContentError listing every problem in every study, and where the
 * studies of the languages do not mirror each other.
 */
export function readCaseStudies(loader: ContentLoader = project, locale: Locale = siteLocale): { files: string[]; studies: CompiledCaseStudy[] } {
  const compiled = compileStudies(loader, locale);
  const problems = compiled.flatMap(({ result }) => ('problems' in result ? result.problems : []));
  const originals = locale === originalLocale ? compiled : compileStudies(loader, originalLocale);
  const right = new Set(originals.flatMap(({ path, result }) => ('problems' in result ? [] : [path])));
  const translations = translationCheck(loader, locale, right);
  problems.push(...notSaidYet(problems, translations.problems));
  if (problems.length) throw new ContentError(problems);
  const studies = compiled
    .map(({ result }) => result as CompiledCaseStudy)
    .sort((a, b) => b.study.date.localeCompare(a.study.date) || a.study.slug.localeCompare(b.study.slug));
  return { files: [...new Set([...compiled.map(({ path }) => path), ...translations.files])], studies };
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
