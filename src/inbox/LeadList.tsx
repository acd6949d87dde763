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
import { ChosenLeads } from './ChosenLeads';
import { Problem } from './Problem';
import { Time } from './Time';
import { LeadFilterControls } from './LeadFilterControls';
import { InboxLink } from './navigation';
import { SourcesTable } from './SourcesTable';
import { StatusBadge } from './StatusBadge';
import { listPage, maxListLength, type LeadFilters } from './types';
import { useDebouncedValue } from './useDebouncedValue';
import { useDocumentTitle } from './useDocumentTitle';
import { useLoad } from './useLoad';
import { languageName, words } from './words';
import * as styles from './LeadList.css';
import * as panelStyles from './panel.css';

/** How long typing pauses before the search asks again. */
const searchDelayMs = 300;

type LeadListProps = {
  filters: LeadFilters;
  onFilters: Dispatch<SetStateAction<LeadFilters>>;
  /** How many of the newest leads to show: kept by the inbox, so a lead closed is back in view. */
  length: number;
  onMore: () => void;
  /** The lead just closed: its link takes focus once the list is back. */
  returnTo: string | null;
  focusHeading: boolean;
};

const leadLinkId = (reference: string) => `lead-${reference}`;

/** The leads, newest first, with their filters, search, and the count per source. */
export function LeadList({
  filters,
  onFilters,
  length,
  onMore,
  returnTo,
  focusHeading,
}: LeadListProps) {
  useDocumentTitle(words.list.title);
  const query = leadsQuery(filters);
  const leads = useLoad(() => listLeads(filters, length), `${query}#${length}`);
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

  const shown = leads.data?.leads ?? [];
  const total = leads.data?.total ?? 0;
  // The first lead "Show more" adds takes focus once it is there, so the keyboard goes on where
  // the list did.
  const firstAdded = useRef<number | null>(null);
  const added = leads.data?.leads[firstAdded.current ?? -1]?.reference;
  useEffect(() => {
    if (!added) return;
    firstAdded.current = null;
    document.getElementById(leadLinkId(added))?.focus();
  }, [added]);
  const showMore = () => {
    firstAdded.current = shown.length;
    onMore();
  };
  const hidden = total - shown.length;

  // What is chosen holds for the list under its filters, and only for the leads it shows.
  const [choice, setChoice] = useState({ query, references: new Set<string>() });
  const picked = choice.query === query ? choice.references : new Set<string>();
  const chosen = shown.map(({ reference }) => reference).filter((one) => picked.has(one));
  const choose = (references: Set<string>) => setChoice({ query, references });
  const toggle = (reference: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(reference);
    else next.delete(reference);
    choose(next);
  };
  const chooseAll = useRef<HTMLInputElement>(null);
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
            ? words.list.count(total)
            : leads.loading
              ? words.loading
              : words.list.notLoaded}
        </h2>
        {leads.error && <Problem message={leads.error} onRetry={leads.reload} />}
        {leads.data && shown.length === 0 && (
          <p className={panelStyles.muted}>{words.list.empty}</p>
        )}
        {shown.length > 0 && (
          <ChosenLeads
            chosen={chosen}
            allChosen={chosen.length === shown.length}
            onChooseAll={(all) =>
              choose(new Set(all ? shown.map(({ reference }) => reference) : []))
            }
            canMarkSpam={filters.status !== 'spam'}
            onChanged={() => {
              choose(new Set());
              leads.reload();
            }}
            chooseAllRef={chooseAll}
          />
        )}
        <ol className={styles.list}>
          {shown.map((lead) => (
            <li key={lead.reference} className={styles.choice}>
              <input
                type="checkbox"
                className={styles.checkbox}
                aria-label={words.list.choose(lead.name)}
                checked={picked.has(lead.reference)}
                onChange={(event) => toggle(lead.reference, event.target.checked)}
              />
              <div className={styles.card}>
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
              </div>
            </li>
          ))}
        </ol>
        {hidden > 0 && shown.length < maxListLength && (
          <button type="button" className={button({ tone: 'outline' })} onClick={showMore}>
            {words.list.showMore(Math.min(listPage, hidden), hidden)}
          </button>
        )}
        {hidden > 0 && shown.length >= maxListLength && (
          <p className={panelStyles.muted}>{words.list.narrow(shown.length, total)}</p>
        )}
      </section>

      <SourcesTable counts={sources.data} error={sources.error} onRetry={sources.reload} />
    </div>
  );
}
