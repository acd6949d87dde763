import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
} from 'react';
import { Field } from '../components/forms/Field';
import { button } from '../components/ui/button.css';
import { leadsPerSource, leadsQuery, listLeads } from './api';
import { Problem } from './Problem';
import { Time } from './Time';
import { LeadFilterControls } from './LeadFilterControls';
import { InboxLink } from './navigation';
import { SourcesTable } from './SourcesTable';
import { StatusBadge } from './StatusBadge';
import type { LeadFilters } from './types';
import { useDebouncedValue } from './useDebouncedValue';
import { useDocumentTitle } from './useDocumentTitle';
import { useLoad } from './useLoad';
import { useMore } from './useMore';
import { languageName, words } from './words';
import * as styles from './LeadList.css';
import * as panelStyles from './panel.css';

/** How long typing pauses before the search asks again. */
const searchDelayMs = 300;
/** The list shows this many leads at first, and this many more at each "Show more". */
const pageSize = 50;

type LeadListProps = {
  filters: LeadFilters;
  onFilters: Dispatch<SetStateAction<LeadFilters>>;
  /** The lead just closed: its link takes focus once the list is back. */
  returnTo: string | null;
  focusHeading: boolean;
};

const leadLinkId = (reference: string) => `lead-${reference}`;

/** The leads, newest first, with their filters, search, and the count per source. */
export function LeadList({ filters, onFilters, returnTo, focusHeading }: LeadListProps) {
  useDocumentTitle(words.list.title);
  const leads = useLoad(() => listLeads(filters), leadsQuery(filters));
  const sources = useLoad(() => Promise.all([leadsPerSource(30), leadsPerSource(90)]), 'sources');

  const [typed, setTyped] = useState(filters.q);
  const settled = useDebouncedValue(typed, searchDelayMs);
  useEffect(
    () => onFilters((shown) => (shown.q === settled ? shown : { ...shown, q: settled })),
    [settled, onFilters],
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (typed === filters.q) leads.reload();
    else onFilters((shown) => ({ ...shown, q: typed }));
  };

  const heading = useRef<HTMLHeadingElement>(null);
  const placed = useRef(false);
  const loaded = leads.data !== undefined;
  useEffect(() => {
    if (placed.current || !loaded) return;
    placed.current = true;
    const link = returnTo ? document.getElementById(leadLinkId(returnTo)) : null;
    if (link) link.focus();
    else if (focusHeading) heading.current?.focus();
  }, [loaded, returnTo, focusHeading]);

  const shown = [...(leads.data ?? [])].sort((a, b) => b.receivedAt - a.receivedAt);
  // Until its link has focus, the lead just closed is shown, however far down the list.
  const page = useMore(
    leadsQuery(filters),
    pageSize,
    placed.current ? -1 : shown.findIndex(({ reference }) => reference === returnTo),
  );
  // The first lead "Show more" adds takes focus, so the keyboard goes on where the list did.
  const firstAdded = useRef<string | null>(null);
  useEffect(() => {
    if (firstAdded.current) document.getElementById(leadLinkId(firstAdded.current))?.focus();
    firstAdded.current = null;
  }, [page.count]);
  const showMore = () => {
    firstAdded.current = shown[page.count]?.reference ?? null;
    page.more();
  };
  const hidden = shown.length - page.count;
  const sourceNames = (sources.data?.[1] ?? []).map(({ source }) => source);

  return (
    <div className={styles.layout}>
      <div className={styles.head}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {words.list.title}
        </h1>
      </div>

      <section aria-label={words.list.filters} className={styles.filters}>
        <form role="search" className={styles.search} onSubmit={search}>
          <div className={styles.searchField}>
            <Field id="lead-search" name="q" label={words.list.search} filled={typed !== ''}>
              {(control) => (
                <input
                  {...control}
                  type="search"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                />
              )}
            </Field>
          </div>
          <button type="submit" className={`${button({ tone: 'primary' })} ${styles.searchButton}`}>
            {words.list.searchButton}
          </button>
        </form>
        <LeadFilterControls filters={filters} onFilters={onFilters} sources={sourceNames} />
      </section>

      <section
        aria-labelledby="lead-list-title"
        className={styles.results}
        aria-busy={leads.loading}
      >
        <h2 id="lead-list-title" className={styles.count}>
          {leads.data
            ? words.list.count(shown.length)
            : leads.loading
              ? words.loading
              : words.list.notLoaded}
        </h2>
        {leads.error && <Problem message={leads.error} onRetry={leads.reload} />}
        {leads.data && shown.length === 0 && (
          <p className={panelStyles.muted}>{words.list.empty}</p>
        )}
        <ol className={styles.list}>
          {shown.slice(0, page.count).map((lead) => (
            <li key={lead.reference} className={styles.card}>
              <h3 className={styles.name}>
                <InboxLink
                  to={{ name: 'lead', reference: lead.reference }}
                  id={leadLinkId(lead.reference)}
                  className={styles.link}
                >
                  {lead.name}
                </InboxLink>
              </h3>
              <StatusBadge status={lead.status} className={styles.status} />
              <p className={styles.email}>{lead.email}</p>
              <p className={styles.meta}>
                <span>{languageName(lead.locale)}</span>
                <span>{lead.source}</span>
                <Time ms={lead.receivedAt} />
              </p>
              <p className={styles.excerpt}>{lead.excerpt}</p>
            </li>
          ))}
        </ol>
        {hidden > 0 && (
          <button type="button" className={button({ tone: 'outline' })} onClick={showMore}>
            {words.list.showMore(Math.min(pageSize, hidden), hidden)}
          </button>
        )}
      </section>

      <SourcesTable counts={sources.data} error={sources.error} onRetry={sources.reload} />
    </div>
  );
}
