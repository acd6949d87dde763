// The inbox's views as addresses under the inbox's page: `?lead=<reference>` opens a lead (so a
// notification can link to it), `?view=subscribers` the subscribers, `?view=traffic&days=30` the
// traffic of a period; any other query is the list, with its filters (`?status=new&q=acme`), so a
// reload or a bookmark keeps them.
import type { MouseEvent, ReactNode } from 'react';
import { navigate, useSearch } from 'wouter/use-browser-location';
import { adminPaths } from '../addresses.mjs';
import { statuses, trafficDays, type LeadFilters, type Status, type TrafficDays } from './types';
import { languageNames } from './words';

export type InboxView =
  | { name: 'leads' }
  | { name: 'lead'; reference: string }
  | { name: 'subscribers' }
  | { name: 'traffic'; days: TrafficDays };

// The host serves the inbox without a trailing slash, as every page (html_handling in
// wrangler.jsonc).
const inboxPath = adminPaths.inbox;

export function viewHref(view: InboxView): string {
  if (view.name === 'lead') return `${inboxPath}?${new URLSearchParams({ lead: view.reference })}`;
  if (view.name === 'subscribers') return `${inboxPath}?view=subscribers`;
  if (view.name === 'traffic')
    return `${inboxPath}?view=traffic${view.days === trafficDays[0] ? '' : `&days=${view.days}`}`;
  return inboxPath;
}

function viewOf(search: string): InboxView {
  const query = new URLSearchParams(search);
  const reference = query.get('lead');
  if (reference) return { name: 'lead', reference };
  if (query.get('view') === 'subscribers') return { name: 'subscribers' };
  if (query.get('view') === 'traffic') {
    const days = trafficDays.find((offered) => String(offered) === query.get('days'));
    return { name: 'traffic', days: days ?? trafficDays[0] };
  }
  return { name: 'leads' };
}

export const useInboxView = () => viewOf(useSearch());

/** The address of the view the browser is at now, even before the inbox has drawn it. */
export const currentViewHref = () => viewHref(viewOf(window.location.search));

export const showView = (view: InboxView) => navigate(viewHref(view));

/** The list's filters an address gives, as the list's own query writes them; a status or language the list does not offer is none. */
export function filtersOf(search: string): LeadFilters {
  const query = new URLSearchParams(search);
  const status = query.get('status') ?? '';
  const locale = query.get('locale') ?? '';
  const days = query.get('days') ?? '';
  return {
    status: (statuses as readonly string[]).includes(status) ? (status as Status) : '',
    locale: Object.hasOwn(languageNames, locale) ? locale : '',
    source: query.get('source') ?? '',
    days: trafficDays.map(String).includes(days) ? days : '',
    q: query.get('q') ?? '',
  };
}

/** Puts the list's filters in the address in place, as they change: no entry in the history for each. */
export const showFilters = (query: string) => {
  if (window.location.search !== query) navigate(`${inboxPath}${query}`, { replace: true });
};

type InboxLinkProps = {
  to: InboxView;
  id?: string;
  className?: string;
  current?: boolean;
  children: ReactNode;
};

/** A click that opens a link where it is: not in a new tab or window. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A real link (it opens in a new tab too) that changes the view in place on a plain click. */
export function InboxLink({ to, id, className, current, children }: InboxLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    showView(to);
  };
  return (
    <a
      href={viewHref(to)}
      id={id}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
