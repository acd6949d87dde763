import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { siteLocale, type Locale } from '../locale.ts';
import { project, type ContentLoader } from './contentFiles.ts';

/** `loadContent('home.yaml')` or `loadContent('home.yaml', 'es')`, its file name written out. */
const loadCall = /\bloadContent\(\s*'([\w./-]+)'\s*(?:,\s*'(\w+)'\s*)?\)/g;
const loaderImport = /^import \{ loadContent \} from '\.\/load\/contentFiles(?:\.ts)?';\n/m;

/**
 * Content files become plain data at build time. A module of src/content/ reads one with
 * `loadContent('home.yaml')`, which in Node reads and checks the file; in a Vite build
 * (pages, prerender, unit tests) this plugin puts the file's import in its place, and
 * loads that import as the file's checked data. So the schemas, the YAML parser and the
 * checks never reach a page's script: it gets the data alone. An image field becomes the
 * import of that image, so it is bundled and the field holds its URL. A broken file fails
 * the build (or shows in the dev server's overlay) with one line per problem. A call without
 * a language reads the build's (`locale`).
 */
export function contentFiles(loader: ContentLoader = project, locale: Locale = siteLocale): Plugin {
  const { contentPath, dependenciesOf, isContentFile, readContentFile } = loader;
  const contentModules = join(loader.contentRoot, '..', 'src', 'content');
  return {
    name: 'content-files',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(contentModules + sep) || relative(contentModules, file).startsWith(`load${sep}`) || !loaderImport.test(code)) return null;
      const imports: string[] = [];
      const replaced = code.replace(loaderImport, '').replace(loadCall, (_, name: string, fileLocale: string = locale) => {
        imports.push(`import __content${imports.length} from ${JSON.stringify(contentPath(name, fileLocale))};`);
        return `__content${imports.length - 1}`;
      });
      if (/\bloadContent\b/.test(replaced)) this.error('loadContent() takes the file name written out, e.g. loadContent(\'home.yaml\')');
      return { code: `${imports.join('\n')}\n${replaced}`, map: null };
    },
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!isContentFile(file)) return null;
      // Watched before reading, so correcting a file another one's problem named rebuilds it too.
      for (const dependency of dependenciesOf(file)) this.addWatchFile(dependency);
      const { data, images } = readContentFile(file);
      return { code: toModule(data, images), map: null };
    },
  };
}

const imageToken = (index: number) => `\u0000image${index}`;

/** The data as a module; each image field refers to the image's import. */
function toModule(data: unknown, images: ReturnType<ContentLoader['readContentFile']>['images']): string {
  const copy = structuredClone(data);
  images.forEach(({ path }, index) => {
    const parent = path
      .slice(0, -1)
      .reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, copy as Record<string, unknown>);
    parent[path.at(-1) as string | number] = imageToken(index);
  });
  let body = JSON.stringify(copy, null, 2);
  images.forEach((_, index) => {
    body = body.replace(JSON.stringify(imageToken(index)), `image${index}`);
  });
  const imports = images.map(({ file }, index) => `import image${index} from ${JSON.stringify(`${file}?no-inline`)};`);
  return [...imports, `export default ${body};`, ''].join('\n');
}
