import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, getSession, leadsQuery } from './api';
import { AccessPage } from './AccessPage';
import { Announcement, type Heard } from './Announcement';
import { InboxContext, type InboxTools } from './inboxContext';
import { InboxHeader } from './InboxHeader';
import { LeadList } from './LeadList';
import { LeadPage } from './LeadPage';
import {
  currentViewHref,
  filtersOf,
  showFilters,
  showView,
  useInboxView,
  viewHref,
} from './navigation';
import { Subscribers } from './Subscribers';
import { Traffic } from './Traffic';
import { listPage, maxListLength, type LeadFilters, type Session } from './types';
import { words } from './words';
import * as styles from './Inbox.css';

type SessionState =
  | { state: 'loading' }
  | { state: 'ready'; session: Session }
  | { state: 'forbidden' }
  | { state: 'failed'; message: string };

const sentence = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The inbox: who is signed in, then the list, a lead, the subscribers or the traffic, by the address. */
export function Inbox() {
  const [session, setSession] = useState<SessionState>({ state: 'loading' });
  const [said, setSaid] = useState<Heard | null>(null);
  // The list's filters stay as they were while a lead is open, and the list's address shows them.
  const [filters, setFilters] = useState(() => filtersOf(window.location.search));
  const view = useInboxView();
  const viewKey = viewHref(view);
  const listQuery = leadsQuery(filters);
  // How many of the list's leads are shown, for its filters: kept while a lead is open, so the
  // list comes back as long as it was, with the lead just closed in it.
  const [listed, setListed] = useState({ query: listQuery, length: listPage });
  const listLength = listed.query === listQuery ? listed.length : listPage;
  const showMore = () =>
    setListed({ query: listQuery, length: Math.min(listLength + listPage, maxListLength) });
  useEffect(() => {
    if (view.name === 'leads') showFilters(listQuery);
  }, [view.name, listQuery]);
  /** The list under other filters, from a view that links to some of its leads. */
  const showLeads = (next: LeadFilters) => {
    setFilters(next);
    showView({ name: 'leads' });
  };

  // Where focus goes when a view appears: the lead's link when coming back from it, the view's
  // heading otherwise, but for the list or subscribers as the page opens (a lead's page, opened
  // from a shared link, still starts at its name).
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const [navigated, setNavigated] = useState(false);
  const shown = useRef(view);
  useEffect(() => {
    const before = shown.current;
    if (viewHref(before) === viewKey) return;
    setNavigated(true);
    setReturnTo(before.name === 'lead' ? before.reference : null);
    // What was said about the view left no longer holds ("Note saved.", a failed save).
    setSaid((shown) => (shown?.view === viewKey ? shown : null));
    shown.current = view;
  }, [view, viewKey]);

  const start = useCallback(() => {
    setSession({ state: 'loading' });
    getSession().then(
      (answer) => setSession({ state: 'ready', session: answer }),
      (error: unknown) =>
        setSession(
          error instanceof ApiError && error.status === 403
            ? { state: 'forbidden' }
            : { state: 'failed', message: sentence(error) },
        ),
    );
  }, []);
  useEffect(start, [start]);

  const tools = useMemo<InboxTools>(
    () => ({
      announce: (next) => {
        const view = currentViewHref();
        setSaid((before) => ({ ...next, id: (before?.id ?? 0) + 1, view }));
      },
      fail: (error) => {
        if (error instanceof ApiError && error.status === 403) setSession({ state: 'forbidden' });
        return sentence(error);
      },
    }),
    [],
  );

  if (session.state !== 'ready')
    return (
      <AccessPage
        state={session.state}
        message={session.state === 'failed' ? session.message : ''}
        onRetry={start}
      />
    );

  return (
    <InboxContext.Provider value={tools}>
      <InboxHeader session={session.session} view={view} />
      {session.session.via === 'local' && (
        <aside className={styles.localNotice} aria-label={words.localNoticeLabel}>
          <p>{words.localNotice}</p>
        </aside>
      )}
      <main className={styles.main}>
        <Announcement said={said} />
        {view.name === 'lead' ? (
          // A page of its own for each lead: nothing chosen or typed for one shows on another.
          <LeadPage key={view.reference} reference={view.reference} />
        ) : view.name === 'subscribers' ? (
          <Subscribers focusHeading={navigated} />
        ) : view.name === 'traffic' ? (
          <Traffic days={view.days} focusHeading={navigated} onShowLeads={showLeads} />
        ) : (
          <LeadList
            filters={filters}
            onFilters={setFilters}
            length={listLength}
            onMore={showMore}
            returnTo={returnTo}
            focusHeading={navigated}
          />
        )}
      </main>
    </InboxContext.Provider>
  );
}
