// Where the visit came from, kept without tracking: read from the visit's first address, kept in
// the tab's sessionStorage (gone when the tab closes) and sent only with a form, to the site's own
// receiver; no cookie, no request of its own. Free of React and of the forms: the boot script
// carries it.
import { sourceFields, sourceMaxLength } from './sourceFields.mjs';

export type SourceField = (typeof sourceFields)[number];
export type VisitSource = Record<SourceField, string>;

export const visitSourceKey = 'vantix:visit-source';

/** The address a visit is on, and the page that sent it there (`document.referrer`). */
type Arrival = { address: Pick<Location, 'hostname' | 'pathname' | 'search'>; referrer: string };

const bounded = (value: string) => value.trim().slice(0, sourceMaxLength);

/** The referring site's host name; empty without one, or when it is this site. */
function referringHost(referrer: string, ownHost: string): string {
  try {
    const { hostname } = new URL(referrer);
    return hostname === ownHost ? '' : hostname;
  } catch {
    return '';
  }
}

/** What an arrival says of where the visit came from: its page, the referring site and the campaign tags of its address. */
export function sourceOf({ address, referrer }: Arrival): VisitSource {
  const tags = new URLSearchParams(address.search);
  const tag = (name: SourceField) => bounded(tags.get(name) ?? '');
  return {
    landing: bounded(address.pathname + address.search),
    referrer: bounded(referringHost(referrer, address.hostname)),
    utm_source: tag('utm_source'),
    utm_medium: tag('utm_medium'),
    utm_campaign: tag('utm_campaign'),
  };
}

// Storage can be missing, full or blocked (reading `sessionStorage` itself may throw):
// every access is guarded, and without it a post simply goes without its source.

/** The visit's source as kept; null when nothing usable is kept. */
export function readVisitSource(storage?: Storage): VisitSource | null {
  try {
    const kept = JSON.parse(
      (storage ?? sessionStorage).getItem(visitSourceKey) ?? 'null',
    ) as Partial<Record<SourceField, unknown>> | null;
    if (typeof kept !== 'object' || kept === null) return null;
    return Object.fromEntries(
      sourceFields.map((field) => [
        field,
        typeof kept[field] === 'string' ? bounded(kept[field]) : '',
      ]),
    ) as VisitSource;
  } catch {
    return null;
  }
}

/** Keeps the visit's source on the tab's first page load; a later page leaves it as it is: the visit began there. */
export function recordVisitSource(arrival: Arrival, storage?: Storage): void {
  try {
    const store = storage ?? sessionStorage;
    if (store.getItem(visitSourceKey) === null)
      store.setItem(visitSourceKey, JSON.stringify(sourceOf(arrival)));
  } catch {
    // The receiver falls back on the request's Referer.
  }
}

/**
 * From the boot script, once per page load: keeps the visit's source, and fills a form's hidden
 * source inputs as it is submitted, so a post the browser makes itself (before the app is live)
 * carries them too.
 */
export function keepVisitSource(target: Document): void {
  recordVisitSource({ address: target.location, referrer: target.referrer });
  const fill = (event: Event) => {
    const source = readVisitSource();
    if (!source || !(event.target instanceof HTMLFormElement)) return;
    for (const field of sourceFields) {
      const input = event.target.elements.namedItem(field);
      if (input instanceof HTMLInputElement && input.type === 'hidden') input.value = source[field];
    }
  };
  target.addEventListener('submit', fill, true);
}
