// @vitest-environment node
import type { Collection, Field } from '@sveltia/cms';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  caseStudiesFolder,
  cmsConfig,
  contentCollections,
  fieldOf,
  fieldsOf,
  markdownBodies,
} from '../../src/cms/config';
import type { SchemaNode } from '../../src/content/schema/fields';
import {
  loadContent,
  parse,
  projectRoot,
  readCaseStudies,
  translationProblems,
} from '../../src/content/build/read';
import { defaultLocale as originalLocale, locales } from '../../src/content/locale';
import { caseStudyFrontMatter } from '../../src/content/schema/caseStudies';
import { image, template, type ContentRef } from '../../src/content/schema/fields';
import { localeFiles, sharedFiles } from '../../src/content/schema/index';

type Tree = { [key: string]: Tree };

/** A schema's field names, nested, read straight from valibot's own structure. */
function schemaTree(schema: unknown): Tree {
  const node = schema as {
    type: string;
    entries?: Record<string, unknown>;
    item?: unknown;
    wrapped?: unknown;
  };
  if (node.wrapped) return schemaTree(node.wrapped);
  if (node.type === 'array') return schemaTree(node.item);
  return Object.fromEntries(
    Object.entries(node.entries ?? {}).map(([name, entry]) => [name, schemaTree(entry)]),
  );
}

/** The CMS's field names, nested: an object's or list's sub-fields. */
const fieldTree = (fields: readonly Field[]): Tree =>
  Object.fromEntries(
    fields.map((field) => [
      field.name,
      'fields' in field && Array.isArray(field.fields) ? fieldTree(field.fields as Field[]) : {},
    ]),
  );

const cmsFiles = contentCollections.flatMap((collection: Collection) =>
  'files' in collection ? collection.files : [],
);
const cmsFolders = contentCollections.flatMap((collection: Collection) =>
  'folder' in collection ? [collection] : [],
);
const contentRoot = join(projectRoot, 'content');
const technologyNames = loadContent('technologies.yaml').logos.map(({ alt }) => alt);
/** Each folder of entries and the schema of an entry's front matter; an entry's Markdown is its body. */
const folderSchemas: Record<string, unknown> = {
  [caseStudiesFolder]: caseStudyFrontMatter(technologyNames),
};
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
/** A CMS path in each language it names: content/{{locale}}/home.yaml is content/en/home.yaml, content/es/home.yaml. */
const inEachLanguage = (path: string) =>
  path.includes('{{locale}}')
    ? locales.map((locale) => path.replace('{{locale}}', locale))
    : [path];

describe('the content manager’s collections', () => {
  it('cover every file under content/, in every language, each once', () => {
    const onDisk = filesUnder(contentRoot).map(
      (file) => `content/${relative(contentRoot, file).split(sep).join('/')}`,
    );
    const covered = contentCollections.flatMap((collection) =>
      'files' in collection
        ? collection.files.flatMap(({ file }) => inEachLanguage(file))
        : onDisk.filter(
            (file) =>
              'folder' in collection &&
              inEachLanguage(collection.folder).some((folder) => file.startsWith(`${folder}/`)),
          ),
    );
    expect(
      onDisk.filter((file) => file.startsWith(`content/${locales[1]}/`)).length,
    ).toBeGreaterThanOrEqual(3);
    expect(covered.sort()).toEqual(onDisk.sort());
  });

  it('offer exactly the fields each file’s schema has, no more and no fewer', () => {
    const schemas = {
      ...Object.fromEntries(
        Object.entries(sharedFiles).map(([name, schema]) => [`content/${name}`, schema]),
      ),
      ...Object.fromEntries(
        Object.entries(localeFiles).map(([name, schema]) => [`content/{{locale}}/${name}`, schema]),
      ),
    };
    expect(cmsFiles.map(({ file }) => file).sort()).toEqual(Object.keys(schemas).sort());
    for (const { file, fields } of cmsFiles) {
      // A Markdown file's text is the schema's field the build makes of it.
      const bodyKey = markdownBodies[file.split('/').at(-1) ?? ''];
      const { [bodyKey ?? '']: body, ...frontMatter } = schemaTree(schemas[file]);
      expect(fieldTree(fields), file).toEqual(
        bodyKey && body ? { ...frontMatter, body: {} } : schemaTree(schemas[file]),
      );
    }
    expect(cmsFolders.map(({ folder }) => folder).sort()).toEqual(
      Object.keys(folderSchemas).sort(),
    );
    for (const { folder, fields } of cmsFolders)
      expect(fieldTree(fields), folder).toEqual({ ...schemaTree(folderSchemas[folder]), body: {} });
  });

  describe('the case studies', () => {
    const [collection] = cmsFolders.filter(({ folder }) => folder === caseStudiesFolder);
    const field = (name: string) =>
      collection?.fields.find((candidate) => candidate.name === name) as
        Record<string, unknown> | undefined;

    it('write Markdown with its fields on top, named by an address the build accepts', () => {
      expect(collection).toMatchObject({
        extension: 'md',
        format: 'yaml-frontmatter',
        create: true,
      });
      const slug = collection?.slug as { pattern: [RegExp, string] };
      const names = readCaseStudies(projectRoot, 'en').map(({ study }) => study.slug);
      expect(names.length).toBeGreaterThanOrEqual(3);
      for (const name of names) expect(name).toMatch(slug.pattern[0]);
      expect('Red River Freight').not.toMatch(slug.pattern[0]);
    });

    it('offer the technologies of the list, several at once', () => {
      expect(field('technologies')).toMatchObject({
        widget: 'select',
        multiple: true,
        min: 1,
        options: technologyNames,
      });
      expect(field('results')).toMatchObject({ widget: 'list', min: 2, max: 4 });
    });

    it('pick and upload covers where the existing covers are, writing paths the build reads as those files', () => {
      const cover = (field('cover')?.fields as Record<string, unknown>[] | undefined)?.find(
        ({ name }) => name === 'image',
      );
      expect(cover).toMatchObject({ widget: 'image' });
      const { media_folder: mediaFolder, public_folder: publicFolder } = cover as {
        media_folder: string;
        public_folder: string;
      };
      const studies = readCaseStudies(projectRoot, 'en');
      expect(studies.length).toBeGreaterThanOrEqual(3);
      for (const { study, coverFile } of studies) {
        expect(join(projectRoot, mediaFolder, basename(coverFile))).toBe(coverFile);
        const written = `${publicFolder}/${basename(coverFile)}`;
        expect((v.parse(image(), written) as unknown as ContentRef).value, written).toBe(
          study.cover.image,
        );
      }
    });

    it('upload only what the build reads: the kinds of image it encodes, under ASCII names, from the computer alone', () => {
      const cover = (field('cover')?.fields as Record<string, unknown>[] | undefined)?.find(
        ({ name }) => name === 'image',
      );
      expect(cover).toMatchObject({
        accept: '.svg,.png,.jpg,.jpeg,.webp,.avif',
        choose_url: false,
      });
      const config = cmsConfig({ origin: 'https://www.example.com' });
      expect(config).toMatchObject({
        media_libraries: { default: { config: { slugify_filename: true } }, stock_assets: false },
        slug: { encoding: 'ascii' },
      });
      // What the slugged name of a camera's file reads as, upper-case extension and all.
      expect((v.parse(image(), '/case-studies/img_2041.JPG') as unknown as ContentRef).value).toBe(
        'case-studies/img_2041.JPG',
      );
    });
  });
});

describe('the content manager in every language', () => {
  /** Every field of a list of fields, nested ones too, by dotted path. */
  const allFields = (fields: readonly Field[], prefix = ''): [string, Field][] =>
    fields.flatMap((field) => {
      const path = prefix ? `${prefix}.${field.name}` : field.name;
      const nested =
        'fields' in field && Array.isArray(field.fields)
          ? allFields(field.fields as Field[], path)
          : [];
      const item = 'field' in field && field.field ? allFields([field.field as Field], path) : [];
      return [[path, field] as [string, Field], ...nested, ...item];
    });
  const translated = [...cmsFiles.filter(({ i18n }) => i18n), ...cmsFolders];
  const i18nAt = (fields: readonly Field[]) =>
    Object.fromEntries(
      allFields(fields).map(([path, field]) => [path, (field as { i18n?: unknown }).i18n]),
    );

  it('shows the languages side by side, each a folder of content/, the original first', () => {
    expect(cmsConfig({ origin: 'https://www.example.com' }).i18n).toEqual({
      structure: 'multiple_folders',
      locales: [...locales],
      default_locale: originalLocale,
    });
    // A file is in every language exactly when its path names the language's folder: without
    // the file's own i18n, the CMS would read {{locale}} as a folder of that name.
    for (const { file, i18n } of cmsFiles)
      expect(Boolean(i18n), file).toBe(file.startsWith('content/{{locale}}/'));
    expect(cmsFiles.filter(({ i18n }) => !i18n).map(({ file }) => file)).toEqual(
      Object.keys(sharedFiles).map((name) => `content/${name}`),
    );
    for (const collection of cmsFolders)
      expect(collection).toMatchObject({
        i18n: true,
        folder: expect.stringMatching(/^content\/\{\{locale\}\}\//),
      });
  });

  it('writes every field into every language’s file, since the build refuses a translation without one', () => {
    // A field with no i18n (or false) is left out of a translation's file by the CMS.
    for (const { fields, ...where } of translated)
      for (const [path, i18n] of Object.entries(i18nAt(fields)))
        expect(
          [true, 'duplicate'],
          `${'file' in where ? where.file : where.folder} ${path}`,
        ).toContain(i18n);
  });

  it('copies what every language shares from the original, and has the rest translated', () => {
    const file = (name: string) =>
      i18nAt(cmsFiles.find(({ file: path }) => path.endsWith(`/${name}`))?.fields ?? []);
    expect(file('home.yaml')).toMatchObject({
      'hero.title': true,
      'hero.cta': true,
      'hero.cta.label': true,
      'hero.cta.href': 'duplicate',
      'intro.points.icon': 'duplicate',
    });
    expect(file('stats.yaml')).toMatchObject({
      'items.value': 'duplicate',
      'items.suffix': true,
      'items.label': true,
      'items.icon': 'duplicate',
    });
    expect(file('about.yaml')).toMatchObject({
      'intro.image.src': 'duplicate',
      'intro.image.width': 'duplicate',
      'intro.image.alt': true,
    });
    expect(file('testimonials.yaml')).toMatchObject({
      'home.rating': 'duplicate',
      'home.text': true,
    });
    expect(file('technologies.yaml')).toMatchObject({
      'logos.logo': 'duplicate',
      'logos.alt': 'duplicate',
    });
    expect(file('privacy-policy.md')).toMatchObject({
      lastUpdated: 'duplicate',
      intro: true,
      body: true,
    });
    const [studies] = cmsFolders;
    if (!studies) throw new Error('no case studies collection');
    expect(i18nAt(studies.fields)).toMatchObject({
      title: true,
      date: 'duplicate',
      results: 'duplicate',
      'results.figure': true,
      'results.label': true,
      technologies: 'duplicate',
      'cover.image': 'duplicate',
      'cover.alt': true,
      body: true,
    });
    // A study's address is the same in every language (the CMS's default for a slug).
    expect((studies.slug as { i18n?: unknown }).i18n).toBeUndefined();
  });

  it('keeps a list’s items in step across languages exactly where the build holds a translation to the original’s count', () => {
    const checked: string[] = [];
    for (const { file, fields } of cmsFiles.filter(
      ({ i18n, file: path }) => i18n && path.endsWith('.yaml'),
    )) {
      const original = file.replace('{{locale}}', originalLocale);
      const read = parse(readFileSync(join(projectRoot, original), 'utf8'), original);
      const schema = localeFiles[file.split('/').at(-1) as keyof typeof localeFiles];
      for (const [path, field] of allFields(fields).filter(
        ([, candidate]) => candidate.widget === 'list',
      )) {
        // The translation as the original, with one item fewer in the list's first occurrence.
        const translation = structuredClone(read.data) as Record<string, unknown>;
        const list = path
          .split('.')
          .reduce<unknown>(
            (node, key) =>
              Array.isArray(node)
                ? node[0]?.[key]
                : (node as Record<string, unknown> | undefined)?.[key],
            translation,
          );
        if (!Array.isArray(list) || list.length === 0) continue;
        list.pop();
        const refused =
          translationProblems(
            { file: original, ...read },
            { file: 'translation', data: translation, locate: read.locate, problems: [] },
            schema as SchemaNode,
          ).length > 0;
        expect((field as { i18n?: unknown }).i18n, `${file} ${path}`).toBe(
          refused ? 'duplicate' : true,
        );
        checked.push(`${path}${refused ? '' : ' (own count)'}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining(['intro.points', 'questions', 'questions.answer (own count)', 'next']),
    );
  });
});

describe('fields from a schema', () => {
  const schema = v.strictObject({
    title: v.pipe(v.string(), v.minLength(1), v.maxLength(90)),
    text: v.string(),
    icon: v.picklist(['shield', 'cloud']),
    years: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99), v.multipleOf(0.5)),
    points: v.array(v.string()),
    results: v.array(v.strictObject({ figure: v.string(), label: v.string() })),
    date: v.pipe(v.string(), v.isoDate()),
    note: v.optional(v.pipe(v.string(), v.description('Shown under the heading'))),
    technologies: v.array(v.picklist(['Microsoft', 'AWS'])),
    figure: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    opens: v.pipe(v.string(), v.regex(/^\d\d:\d\d$/, 'should be a time, like 08:00')),
  });

  it('gives each kind of value the control that fits it', () => {
    const [title, text, icon, years, points, results, date, note, technologies, figure, opens] =
      fieldsOf(schema);
    // The CMS counts characters and steps numbers as the build will judge them, before anything is
    // saved.
    expect(title).toMatchObject({
      name: 'title',
      label: 'Title',
      widget: 'string',
      required: true,
      minlength: 1,
      maxlength: 90,
    });
    expect(text).toMatchObject({ widget: 'text' });
    expect(icon).toMatchObject({ widget: 'select', options: ['shield', 'cloud'] });
    expect(years).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 0,
      max: 99,
      step: 0.5,
    });
    expect(points).toMatchObject({ widget: 'list', field: { widget: 'string', label: 'Points' } });
    expect(results).toMatchObject({
      widget: 'list',
      fields: [{ name: 'figure' }, { name: 'label' }],
    });
    expect(date).toMatchObject({ widget: 'datetime', type: 'date' });
    // An optional text is the editor's to fill, in every language if in one: the build holds the
    // translation to it.
    expect(note).toMatchObject({
      widget: 'string',
      required: false,
      hint: 'Shown under the heading. Optional: filled in one language, fill it in every language.',
    });
    expect(technologies).toMatchObject({
      widget: 'select',
      multiple: true,
      options: ['Microsoft', 'AWS'],
    });
    expect(figure).toMatchObject({ widget: 'string' });
    expect(opens).toMatchObject({
      widget: 'string',
      pattern: [/^\d\d:\d\d$/, 'Should be a time, like 08:00.'],
    });
  });

  it('names the placeholders a template fills in, which a file saved by the CMS keeps no comment to say', () => {
    expect(fieldOf('pickLabel', template('name', 'count'))).toMatchObject({
      widget: 'string',
      hint: 'The page fills in {name}, {count} as it shows this text.',
    });
  });

  it('takes a label and a longer box from hints, by the field’s path', () => {
    const [title] = fieldsOf(v.strictObject({ hero: v.strictObject({ title: v.string() }) }), {
      'hero.title': { label: 'Heading', widget: 'text' },
    });
    expect(title).toMatchObject({
      widget: 'object',
      fields: [{ name: 'title', label: 'Heading', widget: 'text' }],
    });
  });

  it('refuses a kind of value it has no control for, rather than leave the field out', () => {
    expect(() => fieldOf('when', v.date())).toThrow(/"date" of when/);
    expect(() => fieldOf('either', v.union([v.string(), v.boolean()]))).toThrow(
      /string, boolean at either/,
    );
  });
});
