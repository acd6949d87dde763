import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pagePaths } from '../pagePaths.ts';
import { siteLocale, type Locale } from '../locale.ts';
import { localeFiles, locales, sharedFiles, type Content, type ContentFile } from '../schema/index.ts';
import { compileYaml, type ImageUse } from './compile.ts';
import { compileMarkdown } from './markdown.ts';
import { placeholderValues } from './placeholders.ts';
import { ContentError } from './problems.ts';

/**
 * Reading the content files of the project in `projectRoot`: its content/ folder, with the
 * images they name under src/assets/.
 */
export function contentLoader(projectRoot: string) {
  const contentRoot = join(projectRoot, 'content');
  const assetsRoot = join(projectRoot, 'src', 'assets');
  const companyFile = join(contentRoot, 'company.yaml');
  const shown = (file: string) => relative(projectRoot, file).split(sep).join('/');

  /** The schema of a file under content/, by its place there: company.yaml, en/home.yaml. */
  const schemaOf = (file: string) => {
    const [first = '', ...rest] = relative(contentRoot, file).split(sep);
    if (rest.length === 0) return sharedFiles[first as keyof typeof sharedFiles];
    if ((locales as readonly string[]).includes(first)) return localeFiles[rest.join('/') as keyof typeof localeFiles];
    return undefined;
  };

  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      throw new ContentError([{ file: shown(file), path: '', message: 'is missing: the site needs it' }]);
    }
  };

  const compileFile = (file: string, placeholders: Readonly<Record<string, string>>) => {
    const schema = schemaOf(file);
    if (!schema)
      throw new ContentError([{ file: shown(file), path: '', message: 'is not a file the site knows: docs/CONTENT.md lists them and where they go' }]);
    const compile = file.endsWith('.md') ? compileMarkdown : compileYaml;
    const compiled = compile(read(file), { file: shown(file), schema, placeholders, pages: Object.values(pagePaths), assets: assetsRoot });
    if (!compiled.ok) throw new ContentError(compiled.problems);
    return compiled;
  };

  /** The placeholders' values, read from the company's file (which itself has none). */
  const placeholders = () => placeholderValues(compileFile(companyFile, {}).data as Content<'company.yaml'>);

  return {
    contentRoot,
    isContentFile: (file: string) => !relative(contentRoot, file).startsWith('..') && /\.(ya?ml|md)$/.test(file),
    /** Where a content file is: content/company.yaml, content/en/home.yaml. */
    contentPath: (file: string, locale: string) => (file in sharedFiles ? join(contentRoot, file) : join(contentRoot, locale, file)),
    /**
     * A content file's checked data, the images it names and the files it depends on. Throws a
     * ContentError listing every problem in it (or in content/company.yaml, whose values it quotes).
     */
    readContentFile(file: string): { data: unknown; images: readonly ImageUse[]; dependsOn: readonly string[] } {
      const compiled = compileFile(file, file === companyFile ? {} : placeholders());
      return { data: compiled.data, images: compiled.images, dependsOn: [companyFile] };
    },
  };
}

export type ContentLoader = ReturnType<typeof contentLoader>;

/** This project's content files. */
export const project = contentLoader(fileURLToPath(new URL('../../../', import.meta.url)));

/**
 * A content file's checked data: `loadContent('home.yaml')` in the build's language,
 * `loadContent('home.yaml', 'es')` in a given one.
 * In Node (end-to-end specs, scripts) it reads the file, and an image field holds the image's
 * path under src/assets/; in a Vite build the content plugin (./vitePlugin.ts) puts the
 * file's data in place of the call, and an image field holds the image's URL.
 */
export function loadContent<File extends ContentFile>(file: File, locale: Locale = siteLocale): Content<File> {
  return project.readContentFile(project.contentPath(file, locale)).data as Content<File>;
}
