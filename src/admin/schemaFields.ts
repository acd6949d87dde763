import type { Field } from '@sveltia/cms';
import type { GenericSchema } from 'valibot';
import { translationOf, type SchemaNode } from '../content/schema/fields';

/**
 * The CMS's fields, made from the content schemas themselves, so an editor is offered exactly
 * the fields the build accepts: a field added, renamed or removed in a schema is added,
 * renamed or removed in the CMS with it.
 */

/**
 * How a field differs from what its schema alone says: a longer text box, a label, a hint, or
 * for an image path, the folder under src/assets/ it picks from and uploads to (`media`), which
 * makes it an image field.
 */
export type FieldHints = Record<
  string,
  { label?: string; hint?: string; widget?: 'text' | 'markdown'; media?: string; /** One item of a list, as its add button names it. */ label_singular?: string }
>;

/** Keys whose text runs to sentences: a text area rather than a one-line box. */
const multilineKeys = new Set(['text', 'description', 'summary', 'answer', 'challenge', 'blurb', 'quote', 'body', 'intro']);

/** Names the content files use across schemas, in the words of the people who edit them. */
const keyLabels: Record<string, string> = {
  cta: 'Button',
  href: 'Link',
  imageAlt: 'Image description (for screen readers)',
  eyebrow: 'Small label above the heading',
};

/** 'imageAlt' → 'Image alt', unless keyLabels names it: the default label, until a hint names it better. */
export const labelOf = (key: string) => {
  if (keyLabels[key]) return keyLabels[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const actionsOf = (node: SchemaNode) => (node.pipe ?? []).filter((action) => action.kind !== 'schema');
const action = (node: SchemaNode, type: string) => actionsOf(node).find((candidate) => candidate.type === type);
/** The bound a pipe's action of `type` sets, as the CMS's `min` or `max`, if there is one. */
const bound = <Key extends 'min' | 'max'>(node: SchemaNode, key: Key, type: string): Partial<Record<Key, number>> => {
  const requirement = action(node, type)?.requirement;
  return typeof requirement === 'number' ? ({ [key]: requirement } as Record<Key, number>) : {};
};

/** An image field's check names the image file types (src/content/schema/fields.ts, image()). */
const isImagePath = (node: SchemaNode) => actionsOf(node).some(({ type, requirement }) => type === 'regex' && requirement instanceof RegExp && /svg/.test(requirement.source));

const isObject = (node: SchemaNode) => ['object', 'strict_object', 'loose_object'].includes(node.type);

/**
 * How the CMS treats a field in the other languages (Sveltia's field `i18n`), beside the
 * original's: `true`, each language writes its own (text, a group of fields, and a list of
 * running text, src/content/schema/fields.ts); `duplicate`, the original's value is copied
 * into each translation and shown there read-only (numbers, dates, choices, images, links, a
 * technology's name), and for a list, its items are added, moved and removed in every language
 * at once, their text translated in each, as the build holds a translation to its original's
 * count. Never `false`: the CMS would leave the field out of a translation's file, which the
 * build refuses.
 */
function i18nOf(node: SchemaNode): true | 'duplicate' {
  if (isObject(node)) return true;
  if (node.type === 'array') return translationOf(node) === 'own count' ? true : 'duplicate';
  if (['number', 'boolean', 'picklist'].includes(node.type) || action(node, 'iso_date') || translationOf(node) === 'shared') return 'duplicate';
  return true;
}

/**
 * The CMS field for one schema entry, at `path` (dotted, for hints: 'hero.text').
 * Throws for a schema type it has no field for, so a new kind of field cannot slip past.
 */
export function fieldOf(name: string, schema: GenericSchema | SchemaNode, hints: FieldHints = {}, path = name): Field {
  let node = schema as SchemaNode;
  let required = true;
  while (['optional', 'exact_optional', 'nullish'].includes(node.type) && node.wrapped) {
    required = false;
    node = node.wrapped;
  }
  const { widget: hintedWidget, media, ...hint } = hints[path] ?? {};
  const description = action(node, 'description')?.description;
  const base: { name: string; label: string; required: boolean; i18n: true | 'duplicate'; hint?: string; label_singular?: string } = {
    name,
    label: action(node, 'title')?.title ?? labelOf(name),
    required,
    i18n: i18nOf(node),
    ...(description ? { hint: description } : {}),
    ...hint,
  };

  if (isObject(node)) return { ...base, widget: 'object', fields: fieldsOf(node, hints, path) };
  switch (node.type) {
    case 'array': {
      const item = node.item ?? { type: 'unknown' };
      // How many items the schema takes, so the CMS stops adding (or removing) at the same count.
      const counted = { ...base, ...bound(node, 'min', 'min_length'), ...bound(node, 'max', 'max_length') };
      if (isObject(item)) return { ...counted, widget: 'list', fields: fieldsOf(item, hints, path) };
      // Several of a fixed set (a study's technologies): one select that takes many.
      if (item.type === 'picklist') return { ...counted, widget: 'select', multiple: true, options: (item.options ?? []).map(String) };
      // A list of single values: each item its own field (one line or a text area), not one comma-separated box.
      return { ...counted, widget: 'list', field: { ...fieldOf('item', item, hints, `${path}.item`), label: base.label } };
    }
    case 'picklist':
      return { ...base, widget: 'select', options: (node.options ?? []).map(String) };
    case 'number': {
      const type = action(node, 'integer') ? 'int' : 'float';
      return { ...base, widget: 'number', value_type: type, ...bound(node, 'min', 'min_value'), ...bound(node, 'max', 'max_value') };
    }
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'union': {
      // Text the build also accepts as a number (YAML reads `figure: 0` as one): typed as text.
      const kinds = new Set((node.options as SchemaNode[] | undefined)?.map(({ type }) => type));
      if ([...kinds].every((kind) => kind === 'string' || kind === 'number')) return { ...base, widget: hintedWidget ?? 'string' };
      throw new Error(`No CMS field for a choice of ${[...kinds].join(', ')} at ${path}: teach src/admin/schemaFields.ts this kind.`);
    }
    case 'string':
      if (action(node, 'iso_date')) return { ...base, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' } as Field;
      // Paths under src/assets/: the folder's files to pick from, and uploads written there.
      // The CMS writes a path from the root ('/case-studies/x.svg'), which image() reads as the same file.
      if (isImagePath(node) && media) return { ...base, widget: 'image', media_folder: `/src/assets/${media}`, public_folder: `/${media}` };
      if (isImagePath(node)) return { ...base, widget: 'string', hint: base.hint ?? 'The path of an image under src/assets/, like home/service-ai.svg' };
      return { ...base, widget: hintedWidget ?? (multilineKeys.has(name) ? 'text' : 'string') };
    default:
      throw new Error(`No CMS field for the schema type "${node.type}" of ${path}: teach src/admin/schemaFields.ts this type.`);
  }
}

/** The fields of an object schema, in its order; at the top, once every hint is known to name one of them. */
export function fieldsOf(schema: GenericSchema | SchemaNode, hints: FieldHints = {}, path = ''): Field[] {
  const node = schema as SchemaNode;
  if (!node.entries) throw new Error(`The schema at ${path || 'the top'} is not an object: a content file holds named fields.`);
  const fields = Object.entries(node.entries).map(([name, entry]) => fieldOf(name, entry, hints, path ? `${path}.${name}` : name));
  // A hint left behind by a renamed field would quietly stop applying.
  const stale = path ? [] : Object.keys(hints).filter((hinted) => !fieldPaths(fields).includes(hinted));
  if (stale.length) throw new Error(`CMS hints name no field of the schema of ${Object.keys(node.entries).join(', ')}: ${stale.join(', ')}`);
  return fields;
}

/** Every field's dotted path, as hints name them: 'hero', 'hero.title', 'points.item'. */
function fieldPaths(fields: readonly Field[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const nested = 'fields' in field && Array.isArray(field.fields) ? fieldPaths(field.fields as Field[], path) : [];
    const item = 'field' in field && field.field ? [`${path}.item`] : [];
    return [path, ...nested, ...item];
  });
}
