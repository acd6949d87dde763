import type { Collection, CollectionFile } from '@sveltia/cms';
import { localeFiles, locales, sharedFiles } from '../content/schema/index';
import { fieldPaths, fieldsOf, labelOf, type FieldHints } from './schemaFields';

/**
 * The content files the CMS edits, each with the fields of its schema
 * (src/content/schema/index.ts lists them): a file added there appears here.
 */

/** The language the CMS edits; the others are translations of its files. */
const [editedLocale] = locales;

/**
 * A Markdown file's text, below its front matter, is one of its schema's fields as the build
 * reads it (the privacy policy's text becomes its `sections`): the CMS edits it as the text.
 */
export const markdownBodies: Record<string, string> = { 'privacy-policy.md': 'sections' };

/** What each file is called in the CMS, and where a field needs more than its schema says. */
const files: Record<string, { label: string; hints?: FieldHints }> = {
  'company.yaml': {
    label: 'Company details',
    hints: {
      shortName: { hint: 'The first word of the name: the logo sets it in bold, and the copy uses it in running text.' },
      'phone.display': { label: 'Phone, as visitors read it' },
      'phone.href': { label: 'Phone, as phones dial it', hint: 'tel: then + and the digits, like tel:+19725550147' },
      officeLocation: { label: 'Office on the map', hint: 'In decimal degrees: update it with the address.' },
    },
  },
  'home.yaml': { label: 'Home page' },
  'site.yaml': { label: 'Company description and link labels' },
  'pages.yaml': { label: 'Page titles and search descriptions' },
  'chrome.yaml': { label: 'Header and menu' },
  'interface.yaml': { label: 'Buttons and controls' },
  'not-found.yaml': { label: 'Page not found' },
  'thank-you.yaml': { label: 'Thank-you page' },
  'forms.yaml': { label: 'Forms: labels and messages' },
  'privacy-policy.md': { label: 'Privacy policy' },
  'faq.yaml': { label: 'Questions and answers' },
};

const fileEntry = (name: string, path: string, schema: Parameters<typeof fieldsOf>[0]): CollectionFile => {
  const { label, hints = {} } = files[name] ?? { label: labelOf(name.replace(/\.(ya?ml|md)$/, '')) };
  const bodyKey = markdownBodies[name];
  const { entries } = schema as unknown as { entries: Record<string, unknown> };
  const frontMatter = (bodyKey ? { ...schema, entries: Object.fromEntries(Object.entries(entries).filter(([key]) => key !== bodyKey)) } : schema) as typeof schema;
  const fields = [
    ...fieldsOf(frontMatter, hints),
    // Written as it stands (raw), so headings such as `## Title {#anchor}` keep their anchors.
    ...(bodyKey ? [{ name: 'body', label: 'Text', widget: 'markdown', modes: ['raw'] } as const] : []),
  ];
  // A hint left behind by a renamed field would quietly stop applying.
  const stale = Object.keys(hints).filter((hinted) => !fieldPaths(fields).includes(hinted));
  if (stale.length) throw new Error(`CMS hints for ${path} name no field of its schema: ${stale.join(', ')}`);
  return { name: name.replace(/\W/g, '_'), label, file: path, fields };
};

export const contentCollections: Collection[] = [
  {
    name: 'site',
    label: 'Pages and company',
    files: [
      ...Object.entries(sharedFiles).map(([name, schema]) => fileEntry(name, `content/${name}`, schema)),
      ...Object.entries(localeFiles).map(([name, schema]) => fileEntry(name, `content/${editedLocale}/${name}`, schema)),
    ],
  },
];
