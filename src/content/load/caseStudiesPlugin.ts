import { join, sep } from 'node:path';
import type { Plugin } from 'vite';
import { readCaseStudies, routeOf, type CaseStudyPart } from './caseStudies.ts';
import { siteLocale, type Locale } from '../locale.ts';
import { project } from './contentFiles.ts';

const contentModules = join(project.contentRoot, '..', 'src', 'content');
const loadCall = /\bloadCaseStudies\(\s*'(routes|studies|bodies)'\s*\)/g;
const loaderImport = /^import \{ loadCaseStudies \} from '\.\/load\/caseStudies(?:\.ts)?';\n/m;
const virtualPrefix = '\0case-studies:';
/** One study's story, imported on its own so a page's script carries only its own. */
const bodyModule = 'virtual:case-study-body/';

/**
 * The case studies become plain data at build time: `loadCaseStudies('studies')` in a module
 * of src/content/ is replaced by that part's data, so the schema, YAML and Markdown tooling
 * never reach a page. Each cover is imported with `?picture` (scripts/images/), so it gets
 * its sizes, formats, width and height. A broken study fails the build, one line per problem.
 * The studies are those of the build's language (`locale`).
 */
export function caseStudies(locale: Locale = siteLocale): Plugin {
  // Every part (the routes, the cards, each body) is made from the one reading of the studies;
  // any change the server or a watching build sees may be one they depend on, so it reads them again.
  let read: ReturnType<typeof readCaseStudies> | undefined;
  return {
    name: 'case-studies',
    enforce: 'pre',
    buildStart() {
      read = undefined;
    },
    watchChange() {
      read = undefined;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(contentModules + sep) || !loaderImport.test(code)) return null;
      const imports: string[] = [];
      const replaced = code.replace(loaderImport, '').replace(loadCall, (_, part: CaseStudyPart) => {
        imports.push(`import __caseStudies${imports.length} from ${JSON.stringify(virtualPrefix + part)};`);
        return `__caseStudies${imports.length - 1}`;
      });
      if (/\bloadCaseStudies\b/.test(replaced)) this.error("loadCaseStudies() takes the part written out: 'routes', 'studies' or 'bodies'");
      return { code: `${imports.join('\n')}\n${replaced}`, map: null };
    },
    resolveId: (id) => (id.startsWith(virtualPrefix) ? id : id.startsWith(bodyModule) ? `${virtualPrefix}body:${id.slice(bodyModule.length)}` : null),
    load(id) {
      if (!id.startsWith(virtualPrefix)) return null;
      const part = id.slice(virtualPrefix.length);
      read ??= readCaseStudies(project, locale);
      const { files, studies } = read;
      for (const file of files) this.addWatchFile(file);
      if (part === 'routes') return `export default ${JSON.stringify(studies.map(({ study }) => routeOf(study)))};`;
      if (part.startsWith('body:')) return `export default ${JSON.stringify(studies.find(({ study }) => `body:${study.slug}` === part)?.body ?? [])};`;
      if (part === 'bodies') {
        const loaders = studies.map(({ study: { slug } }) => `${JSON.stringify(slug)}: () => import(${JSON.stringify(bodyModule + slug)}).then((module) => module.default)`);
        return `export default {\n${loaders.join(',\n')}\n};`;
      }
      // A study's address, titles and date are the route table's, which every page's first
      // script holds already: taken from there, the list's and the pages' scripts do not repeat them.
      const imports = [
        `import routes from ${JSON.stringify(`${virtualPrefix}routes`)};`,
        ...studies.map(({ coverFile }, index) => `import cover${index} from ${JSON.stringify(`${coverFile}?picture`)};`),
      ];
      const entries = studies.map(({ study }, index) => {
        const { cover, ...rest } = study;
        const routeFields = new Set(Object.keys(routeOf(study)));
        const details = Object.fromEntries(Object.entries(rest).filter(([key]) => !routeFields.has(key)));
        return `{ ...routes[${index}], ...${JSON.stringify(details)}, cover: { image: cover${index}, alt: ${JSON.stringify(cover.alt)} } }`;
      });
      return [...imports, `export default [${entries.join(',\n')}];`, ''].join('\n');
    },
  };
}
