import { join } from 'node:path';
import type { Plugin } from 'vite';
import { longDateForm } from '../format.ts';
import { isLocale, locales, localeSettings, type Locale } from '../locale.ts';
import {
  fileOf,
  projectRoot,
  readCaseStudies,
  readContent,
  studyNames,
  type ImageUse,
} from './read.ts';

const prefix = 'virtual:content/';
/** What the route table needs of a study: every page's first script holds it, so it is kept small. */
const routeFields = ['slug', 'path', 'title', 'description', 'date'] as const;

/**
 * Content files become modules of plain data at build time: `virtual:content/home.yaml` is
 * content/<the build's language>/home.yaml (`virtual:content/es/forms.yaml` names the language),
 * read, checked by its schema, its placeholders filled in and its Markdown rendered, so the
 * schemas, the YAML parser and the checks never reach a page's script. An image a file names
 * becomes its import (a case study's cover with `?picture`, scripts/images/). A broken file stops
 * the build (or shows in the dev server's overlay), one line a problem. The case studies are the
 * list (with covers), `…/case-studies/routes` (the route table's part) and
 * `…/case-studies/bodies` (each story on its own); `virtual:content/long-date` is how the
 * language writes a date.
 */
export function content(locale: Locale, root = projectRoot): Plugin {
  // Every part of the case studies is made from one reading, read again after any change.
  let studies: ReturnType<typeof readCaseStudies> | undefined;
  return {
    name: 'content',
    buildStart: () => void (studies = undefined),
    watchChange: () => void (studies = undefined),
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const name = id.slice(prefix.length + 1);
      // Watched before reading, so correcting a file another one's problem named rebuilds this one
      // too.
      const watch = (names: string[]) =>
        locales.forEach((of) =>
          names.forEach((file) => this.addWatchFile(join(root, fileOf(file, of)))),
        );
      if (name === 'long-date')
        return `export default ${JSON.stringify(longDateForm(localeSettings[locale].tag))};`;
      if (name === 'case-studies' || name.startsWith('case-studies/')) {
        watch([
          'company.yaml',
          'technologies.yaml',
          ...locales.flatMap((of) => studyNames(root, of)),
        ]);
        return caseStudyModule(
          name.slice('case-studies/'.length),
          (studies ??= readCaseStudies(root, locale)),
        );
      }
      const [first = '', ...rest] = name.split('/');
      const [fileLocale, file] =
        isLocale(first) && rest.length ? [first, rest.join('/')] : [locale, name];
      watch(['company.yaml', file]);
      const { data, images } = readContent(root, file, fileLocale);
      return toModule(data, images);
    },
  };
}

/** The data as a module; each image field refers to the image's import. */
function toModule(data: unknown, images: readonly ImageUse[]): string {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  const token = (index: number) => `\0image${index}`;
  images.forEach(({ path }, index) => {
    const parent = path
      .slice(0, -1)
      .reduce<Record<string | number, unknown>>(
        (node, key) => node[key] as Record<string | number, unknown>,
        copy,
      );
    parent[path.at(-1) as string | number] = token(index);
  });
  const body = images.reduce(
    (json, _, index) => json.replace(JSON.stringify(token(index)), `image${index}`),
    JSON.stringify(copy, null, 2),
  );
  const imports = images.map(
    ({ file }, index) => `import image${index} from ${JSON.stringify(`${file}?no-inline`)};`,
  );
  return [...imports, `export default ${body};`, ''].join('\n');
}

/** One part of the case studies: '' (the list), 'routes', 'bodies' or 'body/<slug>'. */
function caseStudyModule(part: string, studies: ReturnType<typeof readCaseStudies>): string {
  const route = (study: Record<string, unknown>) =>
    Object.fromEntries(routeFields.map((field) => [field, study[field]]));
  if (part === 'routes')
    return `export default ${JSON.stringify(studies.map(({ study }) => route(study)))};`;
  if (part.startsWith('body/'))
    return `export default ${JSON.stringify(studies.find(({ study }) => study.slug === part.slice(5))?.body ?? [])};`;
  if (part === 'bodies') {
    const loaders = studies.map(
      ({ study: { slug } }) =>
        `${JSON.stringify(slug)}: () => import(${JSON.stringify(`${prefix}case-studies/body/${slug}`)}).then((module) => module.default)`,
    );
    return `export default {\n${loaders.join(',\n')}\n};`;
  }
  // A study's address, titles and date are the route table's, which every page's first script
  // holds already: taken from there, the list's and the pages' scripts do not repeat them.
  const entries = studies.map(({ study: { cover, ...study } }, index) => {
    const details = Object.fromEntries(
      Object.entries(study).filter(([key]) => !(routeFields as readonly string[]).includes(key)),
    );
    return `{ ...routes[${index}], ...${JSON.stringify(details)}, cover: { image: cover${index}, alt: ${JSON.stringify(cover.alt)} } }`;
  });
  const imports = studies.map(
    ({ coverFile }, index) =>
      `import cover${index} from ${JSON.stringify(`${coverFile}?picture`)};`,
  );
  return [
    `import routes from '${prefix}case-studies/routes';`,
    ...imports,
    `export default [${entries.join(',\n')}];`,
    '',
  ].join('\n');
}
