// Where the visit that sent a lead came from (src/forms/contract.mjs, sourceFields): what
// the site's script posts beside the form's fields, or, for a post without script, what
// the request's Referer carries. Each value bounded, without invisible characters.
import { apiPrefix } from '../src/addresses.mjs';
import { sourceFields, sourceMaxLength } from '../src/forms/contract.mjs';
import { stripInvisible } from '../src/forms/invisibleCharacters.mjs';

export type VisitSource = Record<(typeof sourceFields)[number], string> & {
  /** The inbox's short label: the UTM source, else the referring host, else 'direct'. */
  source: string;
};

/** The longest host name DNS allows. */
const maxHostLength = 253;

const utmTags = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

const clean = (value: string | null | undefined, max: number) =>
  stripInvisible(value ?? '')
    .trim()
    .slice(0, max);

/** A referring site as its host name only, whether it came as an address or a bare host. */
function hostOf(value: string): string {
  const text = clean(value, 2000);
  if (!text) return '';
  const url = URL.parse(text) ?? URL.parse(`https://${text}`);
  return url?.hostname.toLowerCase().slice(0, maxHostLength) ?? '';
}

/** A page of this site as its path and query; anything on another site is dropped. */
function landingOf(value: string, origin: string): string {
  const url = URL.parse(clean(value, 2000), origin);
  if (!url || url.origin !== origin) return '';
  return `${url.pathname}${url.search}`.slice(0, sourceMaxLength);
}

type UtmTag = (typeof utmTags)[number];
const tagsFrom = (read: (tag: UtmTag) => string | null | undefined) =>
  Object.fromEntries(utmTags.map((tag) => [tag, clean(read(tag), sourceMaxLength)])) as Record<
    UtmTag,
    string
  >;

/** withLabel's rule in SQL, over a table's own utm_source and referrer columns (the Traffic view's counts). */
export const sourceLabelSql = `CASE WHEN utm_source <> '' THEN utm_source WHEN referrer <> '' THEN referrer ELSE 'direct' END`;

function withLabel(visit: Record<(typeof sourceFields)[number], string>): VisitSource {
  return { ...visit, source: visit.utm_source || visit.referrer || 'direct' };
}

/**
 * The visit's source from a post's fields, or, when it carries none (JavaScript off),
 * from its Referer on this site: that page's path and query as the landing, its UTM
 * tags, and no referring host (the Referer is the site's own page).
 */
export function visitSource(fields: Record<string, string>, request: Request): VisitSource {
  const origin = new URL(request.url).origin;
  if (sourceFields.some((field) => fields[field])) {
    return withLabel({
      landing: landingOf(fields.landing ?? '', origin),
      referrer: hostOf(fields.referrer ?? ''),
      ...tagsFrom((tag) => fields[tag]),
    });
  }
  const referer = URL.parse(request.headers.get('Referer') ?? '');
  // The receiver's own refusal page is no landing page.
  const onSite =
    referer?.origin === origin && !referer.pathname.startsWith(apiPrefix) ? referer : undefined;
  return withLabel({
    landing: onSite ? `${onSite.pathname}${onSite.search}`.slice(0, sourceMaxLength) : '',
    referrer: '',
    ...tagsFrom((tag) => onSite?.searchParams.get(tag)),
  });
}
