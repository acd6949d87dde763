import type { Collection, CollectionFile, EntryCollection, I18nOptions } from '@sveltia/cms';
import { caseStudyFrontMatter, caseStudySlugRule } from '../content/schema/caseStudies';
import type { SchemaNode } from '../content/schema/fields';
import { defaultLocale, locales } from '../content/locale';
import { localeFiles, sharedFiles } from '../content/schema/index';
import technologiesFile from 'virtual:content/technologies.yaml';
import { fieldsOf, labelOf, type FieldHints } from './schemaFields';

/**
 * The content files the CMS edits, each with the fields of its schema
 * (src/content/schema/index.ts lists them): a file added there appears here.
 */

/**
 * Every language side by side: each is a folder of content/, holding the same files, and the
 * original's fields come first (Sveltia's `multiple_folders`). A collection says where the
 * language's folder is with `{{locale}}` in its path.
 */
export const contentI18n: I18nOptions = { structure: 'multiple_folders', locales: [...locales], default_locale: defaultLocale };

/** A path under content/ in each language's folder: content/{{locale}}/home.yaml. */
const inEveryLanguage = (path: string) => `content/{{locale}}/${path}`;

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
  'share-card.yaml': { label: 'Share card words (a developer redraws the card with npm run images:brand)' },
  'chrome.yaml': { label: 'Header and menu' },
  'interface.yaml': { label: 'Buttons and controls' },
  'not-found.yaml': { label: 'Page not found' },
  'thank-you.yaml': { label: 'Thank-you page' },
  'forms.yaml': { label: 'Forms: labels and messages' },
  'privacy-policy.md': { label: 'Privacy policy' },
  'faq.yaml': { label: 'Questions and answers' },
};

const fileEntry = (name: string, path: string, schema: unknown): CollectionFile => {
  const { label, hints = {} } = files[name] ?? { label: labelOf(name.replace(/\.(ya?ml|md)$/, '')) };
  const bodyKey = markdownBodies[name];
  const { entries = {} } = schema as SchemaNode;
  const fields = [
    ...fieldsOf({ ...(schema as SchemaNode), entries: Object.fromEntries(Object.entries(entries).filter(([key]) => key !== bodyKey)) }, hints),
    // Written as it stands (raw), so headings such as `## Title {#anchor}` keep their anchors.
    ...(bodyKey ? [{ name: 'body', label: 'Text', widget: 'markdown', modes: ['raw'], i18n: true } as const] : []),
  ];
  return { name: name.replace(/\W/g, '_'), label, file: path, fields };
};

/** The case studies' folder: one Markdown file a study, its name the study's address, the same in every language. */
export const caseStudiesFolder = inEveryLanguage('case-studies');

/** What the case study form says beyond its schema. */
const caseStudyHints: FieldHints = {
  title: { label: 'Heading', hint: 'What changed for the client, in a line.' },
  description: { label: 'Search and share description', hint: 'What search engines and share cards show, in a sentence or two.' },
  client: { hint: 'A placeholder name unless the client agreed to be named.' },
  sector: { hint: 'One or two words, like Healthcare or Logistics.' },
  date: { label: 'Published on', hint: 'The list shows the newest study first.' },
  summary: { hint: 'The paragraph on the list of case studies and in the feed.' },
  challenge: { label: 'The challenge', hint: 'Where the client stood before: what was wrong, in their terms.' },
  results: { label_singular: 'Result', hint: 'Two to four headline figures, shown large.' },
  'results.figure': { hint: 'As it should read, like 31%, $186,000 or under 2 h.' },
  'results.label': { label: 'What the figure measures', hint: 'Read after the figure, like “fewer missed appointments”.' },
  technologies: { hint: 'Add a technology to the technologies list first to offer it here.' },
  cover: { label: 'Cover image' },
  'cover.image': { media: 'case-studies', hint: 'An illustration, the same shape as the other covers: pick one or upload it.' },
  'cover.alt': { label: 'Cover description (for screen readers)', hint: 'What the image shows, in a sentence.' },
};

const caseStudies: EntryCollection = {
  name: 'case_studies',
  label: 'Case studies',
  label_singular: 'Case study',
  description: 'Each study has its own page at /case-studies/ followed by its address, and appears in the list and the feed.',
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
    pattern: [caseStudySlugRule.pattern, `The address ${caseStudySlugRule.message.replace('.md', '')}`],
  },
  summary: '{{title}} ({{client}})',
  sortable_fields: { fields: ['date', 'title', 'client'], default: { field: 'date', direction: 'descending' } },
  fields: [
    // A new technology in its list reaches these choices with the next build, like every page.
    ...fieldsOf(caseStudyFrontMatter(technologiesFile.logos.map(({ alt }) => alt)), caseStudyHints),
    {
      name: 'body',
      label: 'The story',
      hint: 'Sections under ## headings (### below them), in paragraphs and lists: the cover is the study’s only image.',
      widget: 'markdown',
      i18n: true,
      // What the page renders: no level-one headings (the page's title is one), no images, no code blocks.
      buttons: ['bold', 'italic', 'code', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
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
    files: [
      ...Object.entries(sharedFiles).map(([name, schema]) => fileEntry(name, `content/${name}`, schema)),
      ...Object.entries(localeFiles).map(([name, schema]) => ({ ...fileEntry(name, inEveryLanguage(name), schema), i18n: true })),
    ],
  },
  caseStudies,
];
