import * as v from 'valibot';
import { iconNames } from '../iconNames.ts';

/**
 * The placeholders any text in content/ may use; the build replaces each with its value from
 * content/company.yaml (or the site's settings), so the company's details are written once.
 */
export const placeholderNames = ['company', 'shortName', 'email', 'phone', 'phoneHref', 'address', 'hours', 'years', 'expertTeamPercent', 'retentionDays', 'unconfirmedSignUpDays'] as const;
export type PlaceholderName = (typeof placeholderNames)[number];

/**
 * The kinds of field content files are made of. Each says in plain words what is wrong,
 * because the message reaches the person who edited the file, not a developer.
 */

const placeholdersIn = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '');
const known = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

/** Words: not empty, and every `{placeholder}` one of `allowed`; `otherwise` says what to write instead. */
const words = (allowed: readonly string[], otherwise: string) => {
  const unknown = (value: string) => placeholdersIn(value).filter((name) => !allowed.includes(name));
  return v.pipe(
    v.string(),
    v.check((value) => value.trim() !== '', 'is empty: write the text or delete the line'),
    v.check((value) => unknown(value).length === 0, (issue) => `uses ${known(unknown(String(issue.input)))}, ${otherwise}`),
  );
};

/** Words a visitor reads: not empty, and every `{placeholder}` one the build fills in. */
export const text = () => words([], `which the site does not know; placeholders are ${known(placeholderNames)}`);

declare const filledLater: unique symbol;
/**
 * Text with placeholders the page fills in as it renders, e.g. 'Show the testimonial of {name}'.
 * `fill` (src/content/template.ts) takes exactly these names.
 */
export type Template<Name extends string> = string & { readonly [filledLater]?: Name };

/** Text with `{name}` placeholders filled in by the page; the company's placeholders work here too. */
export const template = <const Name extends string>(...names: readonly Name[]) => {
  const clash = names.filter((name) => (placeholderNames as readonly string[]).includes(name));
  if (clash.length > 0) throw new Error(`Template placeholder ${known(clash)} is already the company's: pick another name`);
  return v.pipe(
    words(names, `which this text cannot fill in; it can use ${known([...names, ...placeholderNames])}`),
    v.transform((value) => value as Template<Name>),
  );
};

/** A reference the build resolves once the file is valid: an image to bundle, a page to check. */
export class ContentRef {
  constructor(readonly kind: 'image' | 'page', readonly value: string) {}
}

/**
 * How a field's value goes from the original language into a translation, for the fields
 * whose type does not say: `own count`, a list whose items are running text (an answer's
 * paragraphs, a policy's blocks), of which a translation may need more or fewer; `shared`, a
 * value every language has alike (where a link goes, which image, a technology's name), which
 * the CMS copies from the original rather than offer for translating.
 * Every other list holds the same items in every language, one translating the other: the
 * build holds a translation to its original's count (src/content/build/read.ts) and
 * the CMS keeps the counts in step (src/admin/schemaFields.ts).
 */
export type Translation = 'own count' | 'shared';

const translation = <Input>(rule: Translation) => v.metadata<Input, { translation: Translation }>({ translation: rule });

/** In the pipe of a list of running text: see Translation. */
export const countPerLanguage = <Items extends unknown[]>() => translation<Items>('own count');
/** In the pipe of a value every language shares: see Translation. */
export const sharedByLanguages = <Value>() => translation<Value>('shared');

/** A valibot schema as plain data, as far as the build's messages, the translation check and the CMS read it. */
export type SchemaNode = {
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  options?: readonly unknown[];
  pipe?: readonly { kind: string; type: string; requirement?: unknown; title?: string; description?: string; metadata?: { translation?: Translation } }[];
};

/** The schema inside any optional (or other) wrappers. */
export const unwrap = (node: SchemaNode | undefined): SchemaNode | undefined => (node?.wrapped ? unwrap(node.wrapped) : node);

/** What a field's schema says of its translation, if anything. */
export const translationOf = ({ pipe = [] }: SchemaNode): Translation | undefined =>
  pipe.find(({ type, metadata }) => type === 'metadata' && metadata?.translation)?.metadata?.translation;

/**
 * Where a link goes: a page of this site ('/services', checked against the site's pages),
 * a web address (https://…), an e-mail (mailto:…) or a phone number (tel:…).
 */
export const link = () =>
  v.pipe(
    v.string(),
    v.check((value) => /^(\/|https:\/\/|mailto:|tel:)/.test(value), 'should be a page of this site starting with / (like /contact), or an address starting with https://, mailto: or tel:'),
    sharedByLanguages(),
    // A page is checked against the site's pages once the whole file is read; the type stays a string.
    v.transform((value) => (value.startsWith('/') ? (new ContentRef('page', value) as unknown as string) : value)),
  );

/**
 * An image file under src/assets/, e.g. 'home/service-ai.svg'; the page gets its built URL
 * (never the file's data written in, which would weigh on the page's script as well as its HTML).
 * The CMS writes the path it uploads to with a leading slash (/case-studies/x.svg): the same file.
 */
export const image = () =>
  v.pipe(
    v.string(),
    v.regex(/^[\w./-]+\.(svg|png|jpe?g|webp|avif)$/, 'should be the path of an image under src/assets/, like home/service-ai.svg'),
    sharedByLanguages(),
    v.transform((value) => new ContentRef('image', value.replace(/^\//, '')) as unknown as string),
  );

/** One of the icons the site draws (src/content/iconNames.ts). */
export const icon = () => v.picklist(iconNames, `should be one of the icons: ${iconNames.join(', ')}`);

/** A call to action: what the button says and where it goes. */
export const action = () => v.strictObject({ label: text(), href: link() });
