import type { CmsConfig, Collection, CollectionFile, EntryCollection, Field } from '@sveltia/cms';
import type { GenericSchema } from 'valibot';
import { site } from '../content/site';
import { apiPaths } from '../addresses.mjs';
import { caseStudyFrontMatter, caseStudySlugRule } from '../content/schema/caseStudies';
import { imageExtensions, translationOf, type SchemaNode } from '../content/schema/fields';
import { defaultLocale, locales } from '../content/locale';
import { localeFiles, sharedFiles } from '../content/schema/index';
import technologiesFile from 'virtual:content/technologies.yaml';

/**
 * The content manager's configuration, typed by Sveltia CMS itself. The content files it edits are
 * src/content/schema/index.ts's, each with fields made from its schema, so an editor is offered
 * exactly the fields the build accepts: a file or field added, renamed or removed there is here
 * with it.
 */

/**
 * How a field differs from what its schema alone says: a longer text box, a label, a hint, a list's
 * item as its add button names it, or the folder under src/assets/ an image path picks from and
 * uploads to.
 */
type FieldHints = Record<
  string,
  {
    label?: string;
    hint?: string;
    widget?: 'text' | 'markdown';
    media?: string;
    label_singular?: string;
  }
>;

/** Keys whose text runs to sentences: a text area rather than a one-line box. */
const multilineKeys = new Set([
  'text',
  'description',
  'summary',
  'answer',
  'challenge',
  'blurb',
  'quote',
  'body',
  'intro',
]);

/** Names the content files use across schemas, in the words of the people who edit them. */
const keyLabels: Record<string, string> = {
  cta: 'Button',
  href: 'Link',
  imageAlt: 'Image description (for screen readers)',
  eyebrow: 'Small label above the heading',
};

/** 'imageAlt' → 'Image alt', unless keyLabels names it: the default label, until a hint names it better. */
const labelOf = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return keyLabels[key] ?? words.charAt(0).toUpperCase() + words.slice(1);
};

const actionsOf = (node: SchemaNode) =>
  (node.pipe ?? []).filter((action) => action.kind !== 'schema');
const action = (node: SchemaNode, type: string) =>
  actionsOf(node).find((candidate) => candidate.type === type);
/** The bound a pipe's action of `type` sets, as the CMS's option `key` (`min`, `maxlength`, `step`…), if there is one. */
const bound = <Key extends string>(
  node: SchemaNode,
  key: Key,
  type: string,
): Partial<Record<Key, number>> => {
  const requirement = action(node, type)?.requirement;
  return typeof requirement === 'number' ? ({ [key]: requirement } as Record<Key, number>) : {};
};

/** An image field's check names the image file types (src/content/schema/fields.ts, image()). */
const isImagePath = (node: SchemaNode) =>
  actionsOf(node).some(
    ({ type, requirement }) =>
      type === 'regex' && requirement instanceof RegExp && /svg/.test(requirement.source),
  );

const isObject = (node: SchemaNode) =>
  ['object', 'strict_object', 'loose_object'].includes(node.type);

/**
 * How the CMS treats a field in a translation (Sveltia's `i18n`): `true`, each language writes its
 * own (text, a group of fields, a list of running text); `duplicate`, the original's value is
 * copied in, read-only (numbers, dates, choices, images, links), and a list's items are added,
 * moved and removed in every language at once, as the build holds a translation to its original's
 * count. Never `false`: the CMS would leave the field out of a translation's file, which the build
 * refuses.
 */
function i18nOf(node: SchemaNode): true | 'duplicate' {
  if (isObject(node)) return true;
  if (node.type === 'array') return translationOf(node) === 'own count' ? true : 'duplicate';
  if (
    ['number', 'boolean', 'picklist'].includes(node.type) ||
    action(node, 'iso_date') ||
    translationOf(node) === 'shared'
  )
    return 'duplicate';
  return true;
}

/** The CMS field for one schema entry, at `path` ('hero.text'); throws for a type it has no field for, so none slips past. */
export function fieldOf(
  name: string,
  schema: GenericSchema | SchemaNode,
  hints: FieldHints = {},
  path = name,
): Field {
  let node = schema as SchemaNode;
  let required = true;
  while (['optional', 'exact_optional', 'nullish'].includes(node.type) && node.wrapped) {
    required = false;
    node = node.wrapped;
  }
  const { widget: hintedWidget, media, ...hint } = hints[path] ?? {};
  const description = action(node, 'description')?.description;
  const base: {
    name: string;
    label: string;
    required: boolean;
    i18n: true | 'duplicate';
    hint?: string;
    label_singular?: string;
  } = {
    name,
    label: action(node, 'title')?.title ?? labelOf(name),
    required,
    i18n: i18nOf(node),
    ...(description ? { hint: description } : {}),
    ...hint,
  };
  // The build holds a translation to its original's fields, optional ones too, which the CMS cannot
  // check before saving.
  if (!required && base.i18n === true)
    base.hint = [
      base.hint?.replace(/(?<![.!?])$/, '.'),
      'Optional: filled in one language, fill it in every language.',
    ]
      .filter(Boolean)
      .join(' ');

  if (isObject(node)) return { ...base, widget: 'object', fields: fieldsOf(node, hints, path) };
  switch (node.type) {
    case 'array': {
      const item = node.item ?? { type: 'unknown' };
      // How many items the schema takes, so the CMS stops adding (or removing) at the same count.
      const counted = {
        ...base,
        ...bound(node, 'min', 'min_length'),
        ...bound(node, 'max', 'max_length'),
      };
      if (isObject(item))
        return { ...counted, widget: 'list', fields: fieldsOf(item, hints, path) };
      // Several of a fixed set (a study's technologies): one select that takes many.
      if (item.type === 'picklist')
        return {
          ...counted,
          widget: 'select',
          multiple: true,
          options: (item.options ?? []).map(String),
        };
      // A list of single values: each item its own field (one line or a text area), not one
      // comma-separated box.
      return {
        ...counted,
        widget: 'list',
        field: { ...fieldOf('item', item, hints, `${path}.item`), label: base.label },
      };
    }
    case 'picklist':
      return { ...base, widget: 'select', options: (node.options ?? []).map(String) };
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: action(node, 'integer') ? 'int' : 'float',
        ...bound(node, 'min', 'min_value'),
        ...bound(node, 'max', 'max_value'),
        ...bound(node, 'step', 'multiple_of'),
      };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'union': {
      // Text the build also accepts as a number (YAML reads `figure: 0` as one): typed as text.
      const kinds = new Set((node.options as SchemaNode[] | undefined)?.map(({ type }) => type));
      if ([...kinds].every((kind) => kind === 'string' || kind === 'number'))
        return { ...base, widget: hintedWidget ?? 'string' };
      throw new Error(
        `No CMS field for a choice of ${[...kinds].join(', ')} at ${path}: teach src/cms/config.ts this kind.`,
      );
    }
    case 'string':
      if (action(node, 'iso_date'))
        return { ...base, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' } as Field;
      // The folder's files to pick from, uploads written there, and paths from the root, which
      // image() reads alike.
      if (isImagePath(node) && media)
        return {
          ...base,
          widget: 'image',
          media_folder: `/src/assets/${media}`,
          public_folder: `/${media}`,
          accept: imageExtensions.map((extension) => `.${extension}`).join(),
          choose_url: false,
        };
      if (isImagePath(node))
        return {
          ...base,
          widget: 'string',
          hint: base.hint ?? 'The path of an image under src/assets/, like home/service-ai.svg',
        };
      const { requirement: rule, message } = action(node, 'regex') ?? {};
      const pattern =
        rule instanceof RegExp && typeof message === 'string'
          ? { pattern: [rule, `${message[0]?.toUpperCase()}${message.slice(1)}.`] }
          : {};
      return {
        ...base,
        widget: hintedWidget ?? (multilineKeys.has(name) ? 'text' : 'string'),
        ...bound(node, 'minlength', 'min_length'),
        ...bound(node, 'maxlength', 'max_length'),
        ...pattern,
      };
    default:
      throw new Error(
        `No CMS field for the schema type "${node.type}" of ${path}: teach src/cms/config.ts this type.`,
      );
  }
}

/** The fields of an object schema, in its order; at the top, once every hint is known to name one of them. */
export function fieldsOf(
  schema: GenericSchema | SchemaNode,
  hints: FieldHints = {},
  path = '',
): Field[] {
  const node = schema as SchemaNode;
  if (!node.entries)
    throw new Error(
      `The schema at ${path || 'the top'} is not an object: a content file holds named fields.`,
    );
  const fields = Object.entries(node.entries).map(([name, entry]) =>
    fieldOf(name, entry, hints, path ? `${path}.${name}` : name),
  );
  // A hint left behind by a renamed field would quietly stop applying.
  const stale = path
    ? []
    : Object.keys(hints).filter((hinted) => !fieldPaths(fields).includes(hinted));
  if (stale.length)
    throw new Error(
      `CMS hints name no field of the schema of ${Object.keys(node.entries).join(', ')}: ${stale.join(', ')}`,
    );
  return fields;
}

/** Every field's dotted path, as hints name them: 'hero', 'hero.title', 'points.item'. */
const fieldPaths = (fields: readonly Field[], prefix = ''): string[] =>
  fields.flatMap(({ name, ...field }) => [
    `${prefix}${name}`,
    ...('fields' in field ? fieldPaths(field.fields as Field[], `${prefix}${name}.`) : []),
    ...('field' in field ? [`${prefix}${name}.item`] : []),
  ]);

/** A path under content/ in each language's folder: content/{{locale}}/home.yaml. */
const inEveryLanguage = (path: string) => `content/{{locale}}/${path}`;

/** A Markdown file's text is one of its schema's fields as the build reads it (the policy's `sections`): edited as text. */
export const markdownBodies: Record<string, string> = { 'privacy-policy.md': 'sections' };

/** What each file is called in the CMS, and where a field needs more than its schema says. */
const files: Record<string, { label: string; hints?: FieldHints }> = {
  'company.yaml': {
    label: 'Company details',
    hints: {
      shortName: {
        hint: 'The first word of the name: the logo sets it in bold, and the copy uses it in running text.',
      },
      'phone.display': { label: 'Phone, as visitors read it' },
      'phone.href': {
        label: 'Phone, as phones dial it',
        hint: 'tel: then + and the digits, like tel:+19725550147',
      },
      officeLocation: {
        label: 'Office on the map',
        hint: 'In decimal degrees: update it with the address.',
      },
    },
  },
  'home.yaml': { label: 'Home page' },
  'site.yaml': { label: 'Company description and link labels' },
  'pages.yaml': { label: 'Page titles and search descriptions' },
  'share-card.yaml': {
    label: 'Share card words (a developer redraws the card with npm run images:brand)',
  },
  'chrome.yaml': { label: 'Header and menu' },
  'interface.yaml': { label: 'Buttons and controls' },
  'not-found.yaml': { label: 'Page not found' },
  'thank-you.yaml': { label: 'Thank-you page' },
  'forms.yaml': { label: 'Forms: labels and messages' },
  'privacy-policy.md': { label: 'Privacy policy' },
  'faq.yaml': { label: 'Questions and answers' },
};

const fileEntry = ([name, schema]: [string, unknown]): CollectionFile => {
  const { label, hints = {} } = files[name] ?? {
    label: labelOf(name.replace(/\.(ya?ml|md)$/, '')),
  };
  const bodyKey = markdownBodies[name];
  const { entries = {} } = schema as SchemaNode;
  const fields = [
    ...fieldsOf(
      {
        ...(schema as SchemaNode),
        entries: Object.fromEntries(Object.entries(entries).filter(([key]) => key !== bodyKey)),
      },
      hints,
    ),
    // Written as it stands (raw), so headings such as `## Title {#anchor}` keep their anchors.
    ...(bodyKey
      ? [{ name: 'body', label: 'Text', widget: 'markdown', modes: ['raw'], i18n: true } as const]
      : []),
  ];
  const shared = name in sharedFiles;
  return {
    name: name.replace(/\W/g, '_'),
    label,
    file: shared ? `content/${name}` : inEveryLanguage(name),
    fields,
    ...(shared ? {} : { i18n: true }),
  };
};

/** The case studies' folder: one Markdown file a study, its name the study's address, the same in every language. */
export const caseStudiesFolder = inEveryLanguage('case-studies');

/** What the case study form says beyond its schema. */
const caseStudyHints: FieldHints = {
  title: { label: 'Heading', hint: 'What changed for the client, in a line.' },
  description: {
    label: 'Search and share description',
    hint: 'What search engines and share cards show, in a sentence or two.',
  },
  client: { hint: 'A placeholder name unless the client agreed to be named.' },
  sector: { hint: 'One or two words, like Healthcare or Logistics.' },
  date: { label: 'Published on', hint: 'The list shows the newest study first.' },
  summary: { hint: 'The paragraph on the list of case studies and in the feed.' },
  challenge: {
    label: 'The challenge',
    hint: 'Where the client stood before: what was wrong, in their terms.',
  },
  results: { label_singular: 'Result', hint: 'Two to four headline figures, shown large.' },
  'results.figure': { hint: 'As it should read, like 31%, $186,000 or under 2 h.' },
  'results.label': {
    label: 'What the figure measures',
    hint: 'Read after the figure, like “fewer missed appointments”.',
  },
  technologies: { hint: 'Add a technology to the technologies list first to offer it here.' },
  cover: { label: 'Cover image' },
  'cover.image': {
    media: 'case-studies',
    hint: 'An illustration, the same shape as the other covers: pick one or upload it.',
  },
  'cover.alt': {
    label: 'Cover description (for screen readers)',
    hint: 'What the image shows, in a sentence.',
  },
};

const caseStudies: EntryCollection = {
  name: 'case_studies',
  label: 'Case studies',
  label_singular: 'Case study',
  description:
    'Each study has its own page at /case-studies/ followed by its address, and appears in the list and the feed.',
  folder: caseStudiesFolder,
  i18n: true,
  extension: 'md',
  format: 'yaml-frontmatter',
  create: true,
  // Set once: renaming a published study would break every link to it.
  slug: {
    template: '{{title}}',
    editable: ['create'],
    hint: 'The end of the study’s address: a few lower-case words joined by hyphens, like red-river-freight-dispatch.',
    // The build's own check of the file name, so a bad address is refused before it is saved.
    pattern: [
      caseStudySlugRule.pattern,
      `The address ${caseStudySlugRule.message.replace('.md', '')}`,
    ],
  },
  summary: '{{title}} ({{client}})',
  sortable_fields: {
    fields: ['date', 'title', 'client'],
    default: { field: 'date', direction: 'descending' },
  },
  fields: [
    // A new technology in its list reaches these choices with the next build, like every page.
    ...fieldsOf(caseStudyFrontMatter(technologiesFile.logos.map(({ alt }) => alt)), caseStudyHints),
    {
      name: 'body',
      label: 'The story',
      hint: 'Sections under ## headings (### below them), in paragraphs and lists: the cover is the study’s only image.',
      widget: 'markdown',
      i18n: true,
      // What the page renders: no level-one headings (the page's title is one), no images, no code
      // blocks.
      buttons: [
        'bold',
        'italic',
        'code',
        'link',
        'heading-two',
        'heading-three',
        'quote',
        'bulleted-list',
        'numbered-list',
      ],
      editor_components: [],
    },
  ],
};

export const contentCollections: Collection[] = [
  {
    name: 'site',
    label: 'Pages and company',
    // Each file says whether it is in every language: the company's details are one file for all.
    i18n: true,
    files: Object.entries({ ...sharedFiles, ...localeFiles }).map(fileEntry),
  },
  caseStudies,
];

export function cmsConfig({ origin }: Pick<Location, 'origin'>): CmsConfig {
  return {
    // Given in full (no config.yml is fetched); sign-in goes through the site's own Worker, on the
    // CMS's origin.
    load_config_file: false,
    app_title: `${site.name}: content`,
    // The company's icon, from the site itself (the default logo is fetched as a data: URL).
    logo: { src: '/favicon.svg' },
    backend: {
      name: 'github',
      // The repository and branch the CMS commits to; the host builds and deploys on every push
      // there.
      repo: import.meta.env.VITE_CMS_REPO || 'vantix/website',
      branch: import.meta.env.VITE_CMS_BRANCH || 'main',
      base_url: origin,
      // Relative to base_url, as Sveltia CMS joins them.
      auth_endpoint: apiPaths.cmsAuth.slice(1),
      auth_methods: ['oauth'],
      commit_messages: {
        create: 'Content: add {{collection}} “{{slug}}”',
        update: 'Content: update {{collection}} “{{slug}}”',
        delete: 'Content: delete {{collection}} “{{slug}}”',
        uploadMedia: 'Content: upload “{{path}}”',
        deleteMedia: 'Content: delete “{{path}}”',
      },
    },
    // Uploads keep to what image() reads: files under src/assets/ named in ASCII
    // (`Team photo (1).JPG` is saved as `team-photo-1.jpg`), never a stock library's or another
    // host's.
    media_folder: 'src/assets',
    public_folder: '/',
    media_libraries: { default: { config: { slugify_filename: true } }, stock_assets: false },
    slug: { encoding: 'ascii', clean_accents: true },
    show_preview_links: false,
    output: { omit_empty_optional_fields: true, yaml: { quote: 'none' } },
    // Every language side by side, the original's fields first: each is a folder of content/
    // holding the same files, which a collection's path names with `{{locale}}`.
    i18n: { structure: 'multiple_folders', locales: [...locales], default_locale: defaultLocale },
    collections: contentCollections,
  };
}
