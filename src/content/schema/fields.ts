import * as v from 'valibot';
import { iconNames } from '../iconNames.ts';

/**
 * The placeholders any text in content/ may use; the build replaces each with its value from
 * content/company.yaml (or the site's settings), so the company's details are written once.
 */
export const placeholderNames = [
  'company',
  'shortName',
  'email',
  'phone',
  'phoneHref',
  'address',
  'hours',
  'years',
  'expertTeamPercent',
  'retentionDays',
  'unconfirmedSignUpDays',
  'trafficRetentionDays',
] as const;
export type PlaceholderName = (typeof placeholderNames)[number];

// The kinds of field content files are made of. Each says in plain words what is wrong,
// because the message reaches the person who edited the file, not a developer.

const known = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

/** Words: not empty, and every `{placeholder}` one of `allowed`; `otherwise` says what to write instead. */
const words = (allowed: readonly string[], otherwise: string) => {
  const unknown = (value: string) =>
    [...value.matchAll(/\{(\w+)\}/g)]
      .map(([, name]) => name ?? '')
      .filter((name) => !allowed.includes(name));
  return v.pipe(
    v.string(),
    v.check((value) => value.trim() !== '', 'is empty: write the text or delete the line'),
    v.check(
      (value) => unknown(value).length === 0,
      (issue) => `uses ${known(unknown(String(issue.input)))}, ${otherwise}`,
    ),
  );
};

/** Words a visitor reads: not empty, and every `{placeholder}` one the build fills in. */
export const text = () =>
  words([], `which the site does not know; placeholders are ${known(placeholderNames)}`);

declare const filledLater: unique symbol;
/** Text the page fills in as it renders ('… of {name}'): `fill` (../template.ts) takes exactly these names. */
export type Template<Name extends string> = string & { readonly [filledLater]?: Name };

/** Text with `{name}` placeholders filled in by the page; the company's placeholders work here too. */
export const template = <const Name extends string>(...names: readonly Name[]) => {
  const clash = names.filter((name) => (placeholderNames as readonly string[]).includes(name));
  if (clash.length > 0)
    throw new Error(
      `Template placeholder ${known(clash)} is already the company's: pick another name`,
    );
  return v.pipe(
    words(
      names,
      `which this text cannot fill in; it can use ${known([...names, ...placeholderNames])}`,
    ),
    v.description(`The page fills in ${known(names)} as it shows this text.`),
    v.transform((value) => value as Template<Name>),
  );
};

/** A reference the build resolves once the file is valid: an image to bundle, a page to check. */
export class ContentRef {
  constructor(
    readonly kind: 'image' | 'page',
    readonly value: string,
  ) {}
}

/**
 * How a value goes into a translation, where its type does not say: `own count`, a list of running
 * text (an answer's paragraphs), of which a translation may need more or fewer items; `shared`, a
 * value every language has alike (a link, an image), which the CMS copies from the original. Every
 * other list translates its original item by item: the build holds a translation to its count.
 */
export type Translation = 'own count' | 'shared';

const translation = <Input>(rule: Translation) =>
  v.metadata<Input, { translation: Translation }>({ translation: rule });
/** In the pipe of a list of running text, or of a value every language shares: see Translation. */
export const countPerLanguage = <Items extends unknown[]>() => translation<Items>('own count');
export const sharedByLanguages = <Value>() => translation<Value>('shared');

/** A valibot schema as plain data, as far as the build's messages, the translation check and the CMS read it. */
export type SchemaNode = {
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  options?: readonly unknown[];
  pipe?: readonly {
    kind: string;
    type: string;
    requirement?: unknown;
    message?: unknown;
    title?: string;
    description?: string;
    metadata?: { translation?: Translation };
  }[];
};

/** The schema inside any optional (or other) wrappers. */
export const unwrap = (node: SchemaNode | undefined): SchemaNode | undefined =>
  node?.wrapped ? unwrap(node.wrapped) : node;

/** What a field's schema says of its translation, if anything. */
export const translationOf = ({ pipe = [] }: SchemaNode): Translation | undefined =>
  pipe.find(({ type, metadata }) => type === 'metadata' && metadata?.translation)?.metadata
    ?.translation;

/** Where a link goes: a page of this site ('/services', checked against its pages), or https:, mailto: or tel:. */
export const link = () =>
  v.pipe(
    v.string(),
    v.check(
      (value) => /^(\/|https:\/\/|mailto:|tel:)/.test(value),
      'should be a page of this site starting with / (like /contact), or an address starting with https://, mailto: or tel:',
    ),
    sharedByLanguages(),
    // A page is checked against the site's pages once the whole file is read; the type stays a
    // string.
    v.transform((value) =>
      value.startsWith('/') ? (new ContentRef('page', value) as unknown as string) : value,
    ),
  );

/** The kinds of image the build encodes; the content manager uploads no other. */
export const imageExtensions = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'];

/**
 * An image under src/assets/ ('home/service-ai.svg', or as the CMS writes it,
 * '/home/service-ai.svg'); the page gets its built URL, never the file's data written in, which
 * would weigh on its script and HTML.
 */
export const image = () =>
  v.pipe(
    v.string(),
    v.regex(
      new RegExp(`^[\\w./-]+\\.(${imageExtensions.join('|')})$`, 'i'),
      'should be the path of an image under src/assets/, like home/service-ai.svg',
    ),
    sharedByLanguages(),
    v.transform((value) => new ContentRef('image', value.replace(/^\//, '')) as unknown as string),
  );

/** One of the icons the site draws (src/content/iconNames.ts). */
export const icon = () =>
  v.picklist(iconNames, `should be one of the icons: ${iconNames.join(', ')}`);

/** A call to action: what the button says and where it goes. */
export const action = () => v.strictObject({ label: text(), href: link() });
