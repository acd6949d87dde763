import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pagePaths } from '../pagePaths.ts';
import { localeSettings, siteLocale, type Locale } from '../locale.ts';
import { localeFiles, locales, sharedFiles, type Content, type ContentFile } from '../schema/index.ts';
import { compileYaml, parseYaml, type ImageUse } from './compile.ts';
import { compileMarkdown, readMarkdown } from './markdown.ts';
import { placeholderValues } from './placeholders.ts';
import { ContentError, type ContentProblem } from './problems.ts';
import { notSaidYet, originalLocale, translationProblems } from './translations.ts';

/**
 * Reading the content files of the project in `projectRoot`: its content/ folder, with the
 * images they name under src/assets/.
 */
export function contentLoader(projectRoot: string) {
  const contentRoot = join(projectRoot, 'content');
  const assetsRoot = join(projectRoot, 'src', 'assets');
  const companyFile = join(contentRoot, 'company.yaml');
  const shown = (file: string) => relative(projectRoot, file).split(sep).join('/');

  /** A file's language and name in that language's folder: en/home.yaml is en and home.yaml. */
  const placeOf = (file: string) => {
    const [first = '', ...rest] = relative(contentRoot, file).split(sep);
    return { locale: (locales as readonly string[]).includes(first) ? first : undefined, shared: rest.length === 0, name: rest.length ? rest.join('/') : first };
  };

  /** The schema of a file under content/, by its place there: company.yaml, en/home.yaml. */
  const schemaOf = (file: string) => {
    const { locale, shared, name } = placeOf(file);
    if (shared) return sharedFiles[name as keyof typeof sharedFiles];
    return locale ? localeFiles[name as keyof typeof localeFiles] : undefined;
  };

  /** The original and a translation of one file, for each translation the file is part of. */
  const translationPairs = (file: string): [original: string, translation: string][] => {
    const { locale, name } = placeOf(file);
    if (!locale || !schemaOf(file)) return [];
    const others = locale === originalLocale ? locales.filter((other) => other !== originalLocale) : [locale];
    return others.map((other) => [join(contentRoot, originalLocale, name), join(contentRoot, other, name)]);
  };

  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      throw new ContentError([{ file: shown(file), path: '', message: 'is missing: the site needs it' }]);
    }
  };

  const compileFile = (file: string, placeholders: Readonly<Record<string, string>>, source = read(file)) => {
    const schema = schemaOf(file);
    if (!schema)
      throw new ContentError([{ file: shown(file), path: '', message: 'is not a file the site knows: docs/CONTENT.md lists them and where they go' }]);
    const compile = file.endsWith('.md') ? compileMarkdown : compileYaml;
    const compiled = compile(source, { file: shown(file), schema, placeholders, pages: Object.values(pagePaths), assets: assetsRoot });
    if (!compiled.ok) throw new ContentError(compiled.problems);
    return compiled;
  };

  // Every other file quotes the company's: it is compiled again only when its text has changed,
  // not once for each file read (and each original a translation is checked against).
  let company: { source: string; data: Content<'company.yaml'> } | undefined;
  const companyData = () => {
    const source = read(companyFile);
    if (company?.source !== source) company = { source, data: compileFile(companyFile, {}, source).data as Content<'company.yaml'> };
    return company.data;
  };

  /** The placeholders' values for a file, read from the company's file (which itself has none), in the file's language. */
  const placeholders = (file: string) => placeholderValues(companyData(), localeSettings[(placeOf(file).locale ?? siteLocale) as Locale].tag);

  /** A file's data and where each field is written, before its schema. */
  const parse = (file: string) => (file.endsWith('.md') ? readMarkdown : parseYaml)(read(file), shown(file));

  /** Whether a file is right on its own (its schema, links and images, and the company's file). */
  const compiles = (file: string) => {
    try {
      compileFile(file, placeholders(file));
      return true;
    } catch (error) {
      if (error instanceof ContentError) return false;
      throw error;
    }
  };

  /**
   * Where the translations of `file` differ in shape from their original (./translations.ts),
   * or are missing. The original is the reference: while it has problems of its own (which its
   * own reading reports), it is not compared. A translation that cannot be read is reported
   * unless it is `file` itself, which its own reading reports.
   */
  const translationCheck = (file: string, fileIsRight: boolean): ContentProblem[] =>
    translationPairs(file).flatMap(([original, translation]) => {
      if (!(original === file ? fileIsRight : compiles(original))) return [];
      if (!existsSync(translation))
        return [{ file: shown(translation), path: '', message: `is missing: every language has the files of ${shown(join(contentRoot, originalLocale))}/; start from a copy of ${shown(original)}` }];
      const [source, translated] = [parse(original), parse(translation)];
      if (!translated.ok) return translation === file ? [] : translated.problems;
      // The original compiled, so it reads.
      if (!source.ok) return source.problems;
      return translationProblems({ file: shown(original), ...source }, { file: shown(translation), ...translated }, schemaOf(original));
    });

  return {
    contentRoot,
    isContentFile: (file: string) => !relative(contentRoot, file).startsWith('..') && /\.(ya?ml|md)$/.test(file),
    /** Where a content file is: content/company.yaml, content/en/home.yaml. */
    contentPath: (file: string, locale: string) => (file in sharedFiles ? join(contentRoot, file) : join(contentRoot, locale, file)),
    /**
     * The files a content file's reading depends on, besides itself: the company's, whose values
     * it quotes, and its original or translations, which it must mirror.
     */
    dependenciesOf: (file: string): string[] => [companyFile, ...translationPairs(file).flat()].filter((path, index, all) => path !== file && all.indexOf(path) === index),
    /**
     * A content file's checked data and the images it names. Throws a ContentError listing every
     * problem in it, in content/company.yaml (whose values it quotes), and in the shape of its
     * translations or of its original.
     */
    readContentFile(file: string): { data: unknown; images: readonly ImageUse[] } {
      const problems: ContentProblem[] = [];
      let compiled: ReturnType<typeof compileFile> | undefined;
      try {
        compiled = compileFile(file, file === companyFile ? {} : placeholders(file));
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems.push(...error.problems);
      }
      problems.push(...notSaidYet(problems, translationCheck(file, problems.length === 0)));
      if (problems.length || !compiled) throw new ContentError(problems);
      return { data: compiled.data, images: compiled.images };
    },
  };
}

export type ContentLoader = ReturnType<typeof contentLoader>;

/** This project's content files. */
export const project = contentLoader(fileURLToPath(new URL('../../../', import.meta.url)));

/**
 * A content file's checked data: `loadContent('home.yaml')` in the build's language,
 * `loadContent('home.yaml', 'es')` in a given one. In Node (end-to-end specs, scripts) it reads the file, and an image field holds the image's
 * path under src/assets/; in a Vite build the content plugin (./vitePlugin.ts) puts the
 * file's data in place of the call, and an image field holds the image's URL.
 */
export function loadContent<File extends ContentFile>(file: File, locale: Locale = siteLocale): Content<File> {
  return project.readContentFile(project.contentPath(file, locale)).data as Content<File>;
}
