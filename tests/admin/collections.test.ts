// @vitest-environment node
import type { Collection, Field } from '@sveltia/cms';
import { readdirSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { caseStudiesFolder, contentCollections, markdownBodies } from '../../src/admin/collections';
import { fieldOf, fieldsOf } from '../../src/admin/schemaFields';
import { readCaseStudies } from '../../src/content/load/caseStudies';
import { loadContent, project } from '../../src/content/load/contentFiles';
import { caseStudyFrontMatter } from '../../src/content/schema/caseStudies';
import { image, type ContentRef } from '../../src/content/schema/fields';
import { localeFiles, locales, sharedFiles } from '../../src/content/schema/index';

type Tree = { [key: string]: Tree };

/** A schema's field names, nested, read straight from valibot's own structure. */
function schemaTree(schema: unknown): Tree {
  const node = schema as { type: string; entries?: Record<string, unknown>; item?: unknown; wrapped?: unknown };
  if (node.wrapped) return schemaTree(node.wrapped);
  if (node.type === 'array') return schemaTree(node.item);
  return Object.fromEntries(Object.entries(node.entries ?? {}).map(([name, entry]) => [name, schemaTree(entry)]));
}

/** The CMS's field names, nested: an object's or list's sub-fields. */
const fieldTree = (fields: readonly Field[]): Tree =>
  Object.fromEntries(fields.map((field) => [field.name, 'fields' in field && Array.isArray(field.fields) ? fieldTree(field.fields as Field[]) : {}]));

const cmsFiles = contentCollections.flatMap((collection: Collection) => ('files' in collection ? collection.files : []));
const cmsFolders = contentCollections.flatMap((collection: Collection) => ('folder' in collection ? [collection] : []));
const technologyNames = loadContent('technologies.yaml').logos.map(({ alt }) => alt);
/** Each folder of entries and the schema of an entry's front matter; an entry's Markdown is its body. */
const folderSchemas: Record<string, unknown> = { [caseStudiesFolder]: caseStudyFrontMatter(technologyNames) };
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

describe('the content manager’s collections', () => {
  it('cover every file under content/, each once', () => {
    const onDisk = filesUnder(project.contentRoot).map((file) => `content/${relative(project.contentRoot, file).split(sep).join('/')}`);
    const covered = contentCollections.flatMap((collection) =>
      'files' in collection ? collection.files.map(({ file }) => file) : onDisk.filter((file) => 'folder' in collection && file.startsWith(`${collection.folder}/`)),
    );
    expect(onDisk.length).toBeGreaterThanOrEqual(3);
    expect(covered.sort()).toEqual(onDisk.sort());
  });

  it('offer exactly the fields each file’s schema has, no more and no fewer', () => {
    const schemas = { ...Object.fromEntries(Object.entries(sharedFiles).map(([name, schema]) => [`content/${name}`, schema])), ...Object.fromEntries(Object.entries(localeFiles).map(([name, schema]) => [`content/${locales[0]}/${name}`, schema])) };
    expect(cmsFiles.map(({ file }) => file).sort()).toEqual(Object.keys(schemas).sort());
    for (const { file, fields } of cmsFiles) {
      // A Markdown file's text is the schema's field the build makes of it.
      const bodyKey = markdownBodies[file.split('/').at(-1) ?? ''];
      const { [bodyKey ?? '']: body, ...frontMatter } = schemaTree(schemas[file]);
      expect(fieldTree(fields), file).toEqual(bodyKey && body ? { ...frontMatter, body: {} } : schemaTree(schemas[file]));
    }
    expect(cmsFolders.map(({ folder }) => folder).sort()).toEqual(Object.keys(folderSchemas).sort());
    for (const { folder, fields } of cmsFolders) expect(fieldTree(fields), folder).toEqual({ ...schemaTree(folderSchemas[folder]), body: {} });
  });

  describe('the case studies', () => {
    const [collection] = cmsFolders.filter(({ folder }) => folder === caseStudiesFolder);
    const field = (name: string) => collection?.fields.find((candidate) => candidate.name === name) as Record<string, unknown> | undefined;

    it('write Markdown with its fields on top, named by an address the build accepts', () => {
      expect(collection).toMatchObject({ extension: 'md', format: 'yaml-frontmatter', create: true });
      const slug = collection?.slug as { pattern: [RegExp, string] };
      const names = readCaseStudies().studies.map(({ study }) => study.slug);
      expect(names.length).toBeGreaterThanOrEqual(3);
      for (const name of names) expect(name).toMatch(slug.pattern[0]);
      expect('Red River Freight').not.toMatch(slug.pattern[0]);
    });

    it('offer the technologies of the list, several at once', () => {
      expect(field('technologies')).toMatchObject({ widget: 'select', multiple: true, min: 1, options: technologyNames });
      expect(field('results')).toMatchObject({ widget: 'list', min: 2, max: 4 });
    });

    it('pick and upload covers where the existing covers are, writing paths the build reads as those files', () => {
      const cover = (field('cover')?.fields as Record<string, unknown>[] | undefined)?.find(({ name }) => name === 'image');
      expect(cover).toMatchObject({ widget: 'image' });
      const { media_folder: mediaFolder, public_folder: publicFolder } = cover as { media_folder: string; public_folder: string };
      const { studies } = readCaseStudies();
      expect(studies.length).toBeGreaterThanOrEqual(3);
      for (const { study, coverFile } of studies) {
        expect(join(project.contentRoot, '..', mediaFolder, basename(coverFile))).toBe(coverFile);
        const written = `${publicFolder}/${basename(coverFile)}`;
        expect((v.parse(image(), written) as unknown as ContentRef).value, written).toBe(study.cover.image);
      }
    });
  });
});

describe('fields from a schema', () => {
  const schema = v.strictObject({
    title: v.pipe(v.string(), v.minLength(1)),
    text: v.string(),
    icon: v.picklist(['shield', 'cloud']),
    years: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
    points: v.array(v.string()),
    results: v.array(v.strictObject({ figure: v.string(), label: v.string() })),
    date: v.pipe(v.string(), v.isoDate()),
    note: v.optional(v.pipe(v.string(), v.description('Shown under the heading'))),
    technologies: v.array(v.picklist(['Microsoft', 'AWS'])),
    figure: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  });

  it('gives each kind of value the control that fits it', () => {
    const [title, text, icon, years, points, results, date, note, technologies, figure] = fieldsOf(schema);
    expect(title).toMatchObject({ name: 'title', label: 'Title', widget: 'string', required: true });
    expect(text).toMatchObject({ widget: 'text' });
    expect(icon).toMatchObject({ widget: 'select', options: ['shield', 'cloud'] });
    expect(years).toMatchObject({ widget: 'number', value_type: 'int', min: 0, max: 99 });
    expect(points).toMatchObject({ widget: 'list', field: { widget: 'string', label: 'Points' } });
    expect(results).toMatchObject({ widget: 'list', fields: [{ name: 'figure' }, { name: 'label' }] });
    expect(date).toMatchObject({ widget: 'datetime', type: 'date' });
    expect(note).toMatchObject({ widget: 'string', required: false, hint: 'Shown under the heading' });
    expect(technologies).toMatchObject({ widget: 'select', multiple: true, options: ['Microsoft', 'AWS'] });
    expect(figure).toMatchObject({ widget: 'string' });
  });

  it('takes a label and a longer box from hints, by the field’s path', () => {
    const [title] = fieldsOf(v.strictObject({ hero: v.strictObject({ title: v.string() }) }), { 'hero.title': { label: 'Heading', widget: 'text' } });
    expect(title).toMatchObject({ widget: 'object', fields: [{ name: 'title', label: 'Heading', widget: 'text' }] });
  });

  it('refuses a kind of value it has no control for, rather than leave the field out', () => {
    expect(() => fieldOf('when', v.date())).toThrow(/"date" of when/);
    expect(() => fieldOf('either', v.union([v.string(), v.boolean()]))).toThrow(/string, boolean at either/);
  });
});
