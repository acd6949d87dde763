import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { LineCounter, parseDocument } from 'yaml';
import { caseStudyPath, pagePaths } from '../../addresses.mjs';
import { formatAddress, formatHours } from '../format.ts';
import { fill } from '../template.ts';
import { defaultLocale, localeSettings, locales, siteLocale, type Locale } from '../locale.ts';
import { retentionDays, trafficRetentionDays, unconfirmedSignUpDays } from '../retention.ts';
import { caseStudyFrontMatter, caseStudySlug } from '../schema/caseStudies.ts';
import {
  ContentRef,
  translationOf,
  unwrap,
  type PlaceholderName,
  type SchemaNode,
} from '../schema/fields.ts';
import { localeFiles, sharedFiles, type Content, type ContentFile } from '../schema/index.ts';
import type { CaseStudy, MarkdownNode } from '../types.ts';
import { policySections, renderMarkdown } from './markdown.ts';
import {
  ContentError,
  describeIssue,
  fieldPath,
  pathOf,
  positionAt,
  positionOf,
  type ContentProblem,
  type Locate,
  type Path,
} from './problems.ts';

/** This project: its content/, and the images under src/assets/ that content names. */
export const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The pages a link in content/ may name: these, and each case study of the file's language. */
const linkable: readonly string[] = Object.values(pagePaths).filter(
  (path) => path !== pagePaths.thankYou && path !== pagePaths.notFound,
);

/** Where a file is, by its name in a language's folder (home.yaml, case-studies/x.md); company.yaml is every language's. */
export const fileOf = (name: string, locale: string) =>
  name in sharedFiles ? `content/${name}` : `content/${locale}/${name}`;

/** A group of fields as YAML and valibot make them: not a list, nor a reference the build resolves. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  (value as object | null)?.constructor === Object;

/** The data with each value that is neither a list nor a group of fields replaced by `leaf`'s answer, given its path. */
const mapValues = (
  data: unknown,
  leaf: (value: unknown, path: Path) => unknown,
  path: Path = [],
): unknown => {
  if (Array.isArray(data))
    return data.map((item, index) => mapValues(item, leaf, [...path, index]));
  return isRecord(data)
    ? Object.fromEntries(
        Object.entries(data).map(([key, value]) => [key, mapValues(value, leaf, [...path, key])]),
      )
    : leaf(data, path);
};

/** A run that may stop on content problems: its value, or the problems. */
function valueOrProblems<T>(run: () => T): { value?: T; problems: ContentProblem[] } {
  try {
    return { value: run(), problems: [] };
  } catch (error) {
    if (error instanceof ContentError) return { problems: [...error.problems] };
    throw error;
  }
}

function read(root: string, file: string): string {
  if (!existsSync(join(root, file)))
    throw new ContentError([{ file, path: '', message: 'is missing: the site needs it' }]);
  return readFileSync(join(root, file), 'utf8');
}

/** A file's data as written, before its schema; where each field is; what its Markdown may not use; a case study's story. */
type Parsed = { data: unknown; locate: Locate; problems: ContentProblem[]; body?: MarkdownNode[] };

function parseYaml(source: string, file: string): Parsed {
  const lines = new LineCounter();
  const document = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  const problems = document.errors.map(({ pos, message }) => ({
    file,
    ...positionAt(lines, pos[0]),
    path: '',
    message: `cannot be read as YAML: ${message.split('\n')[0]}`,
  }));
  if (problems.length) throw new ContentError(problems);
  return {
    data: document.toJS(),
    locate: (path, at) => positionOf(document, lines, path, at),
    problems: [],
  };
}

/** Reads a YAML file, or a Markdown one: settings between two --- lines, then a case study's story (its links checked by `isLinkable`) or the policy's `sections`. */
export function parse(
  source: string,
  file: string,
  isLinkable?: (href: string) => boolean,
): Parsed {
  if (!file.endsWith('.md')) return parseYaml(source, file);
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  if (!match)
    throw new ContentError([
      {
        file,
        line: 1,
        column: 1,
        path: '',
        message: 'should start with its fields between two --- lines',
      },
    ]);
  // A blank first line keeps each setting on its line in the file, after the opening ---.
  const settings = parseYaml(`\n${match[1]}`, file);
  const before = match[0].split('\n').length - 1;
  const text = source.slice(match[0].length);
  if (file.includes('/case-studies/')) {
    const { nodes, problems } = renderMarkdown(text, isLinkable);
    return {
      ...settings,
      body: nodes,
      problems: problems.map(({ line, message }) => ({
        file,
        line: before + line,
        column: 1,
        path: 'the text',
        message: `has ${message}`,
      })),
    };
  }
  const { sections, place, problems } = policySections(text);
  return {
    data: { ...(settings.data as object), sections },
    locate: (path, at) =>
      path[0] === 'sections'
        ? { ...place(path), line: place(path).line + before }
        : settings.locate(path, at),
    problems: problems.map(({ path, line, column, message }) => ({
      file,
      line: line + before,
      column,
      path: fieldPath(path),
      message,
    })),
  };
}

/** The value of each placeholder, from the company's details and the site's settings, written as the language `tag` writes them. */
const placeholderValues = (
  { name, shortName, email, phone, address, hours, facts }: Content<'company.yaml'>,
  tag: string,
): Record<PlaceholderName, string> => ({
  company: name,
  shortName,
  email,
  phone: phone.display,
  phoneHref: phone.href,
  address: formatAddress(address),
  hours: formatHours(hours, tag),
  years: String(facts.experienceYears),
  expertTeamPercent: String(facts.expertTeamPercent),
  retentionDays: String(retentionDays),
  unconfirmedSignUpDays: String(unconfirmedSignUpDays),
  trafficRetentionDays: String(trafficRetentionDays),
});

/** For a value that matches none of the forms a field allows, the problem found deepest inside it: the closest to what was meant. */
const deepest = (issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> =>
  issue.type === 'union' && issue.issues?.length
    ? issue.issues
        .map(deepest)
        .reduce((best, next) => ((next.path?.length ?? 0) > (best.path?.length ?? 0) ? next : best))
    : issue;

/** An image a file names, and the field's place in the data (where the page gets its URL). */
export type ImageUse = { path: Path; file: string };
export type Compiled = { data: unknown; images: ImageUse[]; body?: MarkdownNode[] };

/**
 * The problems found in one file, as each pass adds them: `at` adds one at a field's value, or at
 * its name when the name is what to correct.
 */
const problemsIn = (file: string, locate: Locate, list: ContentProblem[]) => ({
  list,
  at: (path: Path, message: string, place: 'value' | 'name' = 'value') => {
    list.push({ file, ...locate(path, place), path: fieldPath(path), message });
  },
});
type Problems = ReturnType<typeof problemsIn>;

/** Problems in the order of the file, by line, then column. */
const inFileOrder = (problems: ContentProblem[]) =>
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));

/** A link names another site's address, or a page of this one (its query and #anchor aside). */
function linkCheck(root: string, locale: Locale) {
  const pages = [
    ...linkable,
    ...studyNames(root, locale).map((name) => caseStudyPath(basename(name, '.md'))),
  ];
  return (href: string) => !href.startsWith('/') || pages.includes(href.replace(/[?#].*$/, ''));
}

/** A case study's file name is its address: the problem with it, if any, at the top of the file. */
function fileNameProblems(name: string, file: string): ContentProblem[] {
  if (!name.startsWith('case-studies/')) return [];
  const slug = v.safeParse(caseStudySlug, name.replace(/^case-studies\/|\.md$/g, ''));
  return slug.success
    ? []
    : [{ file, line: 1, column: 1, path: 'the file name', message: slug.issues[0].message }];
}

/** Each text with its placeholders filled in; one the file's values do not know is left for its schema to judge. */
function fillPlaceholders(root: string, name: string, locale: Locale, data: unknown): unknown {
  const values =
    name === 'company.yaml' ? {} : placeholderValues(companyOf(root), localeSettings[locale].tag);
  return mapValues(data, (value) => (typeof value === 'string' ? fill(value, values) : value));
}

/** The data as its schema makes it, with a problem for each field it refuses. */
function validate(schema: v.GenericSchema, data: unknown, problems: Problems): unknown {
  const result = v.safeParse(schema, data);
  // A field the schema does not have: its name is what to correct.
  for (const issue of (result.issues ?? []).map(deepest))
    problems.at(
      pathOf(issue),
      describeIssue(issue, schema as SchemaNode),
      issue.expected === 'never' ? 'name' : 'value',
    );
  return result.output;
}

/**
 * The data with each link and image a plain value, and the images it names. The fields that are
 * right still have theirs checked, so one run lists every problem.
 */
function resolveReferences(
  root: string,
  isLinkable: (href: string) => boolean,
  validated: unknown,
  problems: Problems,
): Pick<Compiled, 'data' | 'images'> {
  const images: ImageUse[] = [];
  const data = mapValues(validated, (value, path) => {
    if (!(value instanceof ContentRef)) return value;
    const image = join(root, 'src/assets', value.value);
    if (value.kind === 'page' && !isLinkable(value.value))
      problems.at(
        path,
        `links to ${value.value}, which is not a page of this site (the pages are ${linkable.join(', ')})`,
      );
    else if (value.kind === 'image' && existsSync(image)) images.push({ path, file: image });
    else if (value.kind === 'image')
      problems.at(path, `names the image ${value.value}, which is not in src/assets/`);
    return value.value;
  });
  return { data, images };
}

/**
 * One file on its own: parsed, its placeholders filled in, checked against its schema, its links
 * against the site's pages and its images against src/assets/. Throws every problem, in the file's
 * order.
 */
function compile(root: string, name: string, locale: Locale): Compiled {
  const file = fileOf(name, locale);
  const schema = schemaOf(root, name, locale);
  if (!schema)
    throw new ContentError([
      {
        file,
        path: '',
        message: 'is not a file the site knows: docs/EDITING.md lists them and where they go',
      },
    ]);
  const isLinkable = linkCheck(root, locale);
  const parsed = parse(read(root, file), file, isLinkable);
  const problems = problemsIn(file, parsed.locate, [
    ...fileNameProblems(name, file),
    ...parsed.problems,
  ]);
  const filled = fillPlaceholders(root, name, locale, parsed.data);
  const { data, images } = resolveReferences(
    root,
    isLinkable,
    validate(schema, filled, problems),
    problems,
  );
  if (problems.list.length) throw new ContentError(inFileOrder(problems.list));
  return { data, images, body: parsed.body };
}

/** The schema of a file, by its name; a case study's allows the technologies of its language's list. */
const schemaOf = (root: string, name: string, locale: Locale): v.GenericSchema | undefined =>
  name.startsWith('case-studies/')
    ? caseStudyFrontMatter(
        (
          readContent(root, 'technologies.yaml', locale).data as Content<'technologies.yaml'>
        ).logos.map(({ alt }) => alt),
      )
    : ((sharedFiles as Record<string, v.GenericSchema>)[name] ??
      (localeFiles as Record<string, v.GenericSchema>)[name]);

// Every file quotes the company's: it is read again only when its text has changed.
let company: { key: string; data: Content<'company.yaml'> } | undefined;
function companyOf(root: string): Content<'company.yaml'> {
  const key = root + read(root, fileOf('company.yaml', defaultLocale));
  if (company?.key !== key)
    company = {
      key,
      data: compile(root, 'company.yaml', defaultLocale).data as Content<'company.yaml'>,
    };
  return company.data;
}

/**
 * Where `translation` differs in shape from `original` (each problem in the translation, where it
 * is): a field missing (optional ones too) or added, a list of another count unless its schema lets
 * each language count its own (../schema/fields.ts). A value of several forms is the translation's
 * to shape, values its schema's to judge.
 */
export function translationProblems(
  original: Parsed & { file: string },
  translation: Parsed & { file: string },
  schema: SchemaNode,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const at = (path: Path, target: 'value' | 'name' = 'value') => ({
    file: translation.file,
    ...translation.locate(path, target),
    path: fieldPath(path),
  });
  const originalLine = (path: Path) => `${original.file}:${original.locate(path, 'name').line}`;
  const compare = (
    source: unknown,
    translated: unknown,
    node: SchemaNode | undefined,
    path: Path,
  ): void => {
    node = unwrap(node);
    if (node?.type === 'union') return;
    if (Array.isArray(source) && Array.isArray(translated)) {
      if (node && translationOf(node) === 'own count') return;
      if (source.length !== translated.length)
        problems.push({
          ...at(path, 'name'),
          message: `has ${translated.length} items where ${originalLine(path)} has ${source.length}: each item translates the one at its place there`,
        });
      for (let index = 0; index < Math.min(source.length, translated.length); index++)
        compare(source[index], translated[index], node?.item, [...path, index]);
    } else if (isRecord(source) && isRecord(translated)) {
      for (const [key, value] of Object.entries(source)) {
        if (key in translated)
          compare(value, translated[key], node?.entries?.[key], [...path, key]);
        else
          problems.push({
            ...at([...path, key]),
            message: `is missing: ${originalLine([...path, key])} has it; write its translation here`,
          });
      }
      for (const key of Object.keys(translated))
        if (!(key in source))
          problems.push({
            ...at([...path, key], 'name'),
            message: `is not in ${original.file}: every language has the same fields; delete it here, or add it there too`,
          });
    }
  };
  compare(original.data, translation.data, schema, []);
  return inFileOrder(problems);
}

/** How a file of another language differs from its original; a translation that cannot be read is left to its own reading when `own`. */
function mirror(root: string, name: string, other: Locale, own: boolean): ContentProblem[] {
  const [original, translation] = [fileOf(name, defaultLocale), fileOf(name, other)];
  const translated = valueOrProblems(() => parse(read(root, translation), translation));
  if (!translated.value) return own ? [] : translated.problems;
  // The original compiled, so it reads.
  const source = parse(read(root, original), original);
  const schema = (
    name.startsWith('case-studies/') ? caseStudyFrontMatter([]) : schemaOf(root, name, other)
  ) as SchemaNode;
  return translationProblems(
    { file: original, ...source },
    { file: translation, ...translated.value },
    schema,
  );
}

/** The languages a file of `locale` is compared with: the original with every other, a translation with the original. */
const counterparts = (locale: Locale) =>
  locale === defaultLocale ? locales.filter((other) => other !== defaultLocale) : [locale];

/** The problems of `found` not already said by a file's own reading: a missing field is said once. */
const notSaidYet = (said: readonly ContentProblem[], found: readonly ContentProblem[]) =>
  found.filter(
    ({ file, path }) => !said.some((problem) => problem.file === file && problem.path === path),
  );

/**
 * A content file's checked data and the images it names. Throws a ContentError listing every
 * problem in it, in content/company.yaml, and where it and its translations (or original) differ in
 * shape, unless the original is wrong.
 */
export function readContent(root: string, name: string, locale: Locale): Compiled {
  const { value, problems } = valueOrProblems(() => compile(root, name, locale));
  const originalRight =
    locale === defaultLocale
      ? !!value
      : !!valueOrProblems(() => compile(root, name, defaultLocale)).value;
  if (!(name in sharedFiles) && originalRight)
    for (const other of counterparts(locale)) {
      const missing = {
        file: fileOf(name, other),
        path: '',
        message: `is missing: every language has the files of content/${defaultLocale}/; start from a copy of ${fileOf(name, defaultLocale)}`,
      };
      problems.push(
        ...notSaidYet(
          problems,
          existsSync(join(root, fileOf(name, other)))
            ? mirror(root, name, other, other === locale)
            : [missing],
        ),
      );
    }
  if (problems.length || !value) throw new ContentError(problems);
  return value;
}

/** A content file's checked data, read in Node (specs, tests): an image field holds its path under src/assets/. */
export const loadContent = <File extends ContentFile>(
  name: File,
  locale: Locale = siteLocale,
): Content<File> => readContent(projectRoot, name, locale).data as Content<File>;

/** The names of a language's case studies: case-studies/<slug>.md. */
export function studyNames(root: string, locale: Locale): string[] {
  const folder = join(root, 'content', locale, 'case-studies');
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => `case-studies/${name}`)
    : [];
}

/** A case study as read: its data (the cover still a path), its story, and the cover's file. */
export type StudyRead = {
  study: Omit<CaseStudy, 'cover'> & { cover: { image: string; alt: string } };
  body: MarkdownNode[];
  coverFile: string;
};

/**
 * Every case study of a language, newest first. Throws a ContentError listing every problem in
 * every study, and where the languages' studies do not mirror each other (the same names, with the
 * same fields).
 */
export function readCaseStudies(root: string, locale: Locale): StudyRead[] {
  const compileAll = (of: Locale) =>
    studyNames(root, of).map((name) => ({
      name,
      ...valueOrProblems(() => compile(root, name, of)),
    }));
  const studies = compileAll(locale);
  const originals = locale === defaultLocale ? studies : compileAll(defaultLocale);
  const problems = studies.flatMap((study) => study.problems);
  const rule = 'each case study is written in every language, under the same name (its address)';
  for (const other of counterparts(locale)) {
    const [names, translated] = [studyNames(root, defaultLocale), studyNames(root, other)];
    const problem = (name: string, what: string, todo: string) => ({
      file: fileOf(name, other),
      path: '',
      message: `${what}: ${rule}; ${todo}`,
    });
    const found = [
      ...names
        .filter((name) => !translated.includes(name))
        .map((name) =>
          problem(name, 'is missing', `start from a copy of ${fileOf(name, defaultLocale)}`),
        ),
      ...translated
        .filter((name) => !names.includes(name))
        .map((name) =>
          problem(
            name,
            `has no original ${fileOf(name, defaultLocale)}`,
            'rename it, or write the original',
          ),
        ),
      ...names
        .filter(
          (name) =>
            translated.includes(name) && originals.find((study) => study.name === name)?.value,
        )
        .flatMap((name) => mirror(root, name, other, other === locale)),
    ];
    problems.push(...notSaidYet(problems, found));
  }
  if (problems.length) throw new ContentError(problems);
  return studies
    .map(({ name, value }) => {
      const slug = name.replace(/^case-studies\/|\.md$/g, '');
      return {
        study: { ...(value?.data as StudyRead['study']), slug, path: caseStudyPath(slug) },
        body: value?.body ?? [],
        coverFile: value?.images[0]?.file ?? '',
      };
    })
    .sort(
      (a, b) =>
        b.study.date.localeCompare(a.study.date) || a.study.slug.localeCompare(b.study.slug),
    );
}
