import { useEffect, useRef } from 'react';
import { button } from '../components/ui/button.css';
import { getLead, markNotSpam } from './api';
import { ActionButton } from './ActionButton';
import { EraseAddress } from './EraseAddress';
import { replyLink } from './format';
import { Panel } from './Panel';
import { Problem } from './Problem';
import { Time } from './Time';
import { LeadFacts } from './LeadFacts';
import { LeadHistory } from './LeadHistory';
import { LeadNotifications } from './LeadNotifications';
import { InboxLink } from './navigation';
import { NoteForm } from './NoteForm';
import { StatusBadge } from './StatusBadge';
import { StatusForm } from './StatusForm';
import type { LeadDetail } from './types';
import { useDocumentTitle } from './useDocumentTitle';
import { useLoad } from './useLoad';
import { words } from './words';
import * as styles from './LeadPage.css';

/** Everything known of one lead, and what the company can do with it. */
export function LeadPage({ reference }: { reference: string }) {
  const {
    data: lead,
    error,
    missing,
    reload,
    replace,
  } = useLoad(() => getLead(reference), reference);
  useDocumentTitle(lead?.name);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = lead?.reference;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);
  // The "Not spam" button goes once the lead is in the inbox: focus waits at the heading.
  const moved = (updated: LeadDetail) => {
    heading.current?.focus();
    replace(updated);
  };

  return (
    <article className={styles.page} aria-labelledby={lead ? 'lead-title' : undefined}>
      <p className={styles.back}>
        <InboxLink to={{ name: 'leads' }} className={styles.backLink}>
          <span aria-hidden="true">← </span>
          {words.lead.back}
        </InboxLink>
      </p>
      {/* A lead erased meanwhile stays gone: the way on is the list's link above. */}
      {error && !lead && (
        <Problem message={error} onRetry={missing ? undefined : reload}>
          <h1 className={styles.title}>{reference}</h1>
        </Problem>
      )}
      {!lead && !error && <p role="status">{words.loading}</p>}
      {lead && (
        <>
          <header className={styles.head}>
            <h1 id="lead-title" ref={heading} tabIndex={-1} className={styles.title}>
              {lead.name}
            </h1>
            <p className={styles.summary}>
              <StatusBadge status={lead.status} />
              <span>{lead.reference}</span>
              <Time ms={lead.receivedAt} />
            </p>
            {lead.status === 'spam' && (
              <p className={styles.spam}>{words.lead.spam(lead.spamReason)}</p>
            )}
            <div className={styles.actions}>
              <a className={button({ tone: 'accent' })} href={replyLink(lead)}>
                {words.lead.reply}
              </a>
              {lead.status === 'spam' && (
                // Moves the lead into the inbox; the notices for a message are sent, once.
                <ActionButton
                  className={button({ tone: 'primary' })}
                  send={() => markNotSpam(lead.reference)}
                  done={() => words.lead.notSpamDone}
                  onDone={moved}
                >
                  {words.lead.notSpam}
                </ActionButton>
              )}
            </div>
          </header>
          <div className={styles.columns}>
            <div className={styles.column}>
              <Panel id="lead-message" title={words.lead.message}>
                <p className={styles.message}>{lead.message}</p>
              </Panel>
              <LeadFacts lead={lead} />
              <LeadNotifications
                reference={lead.reference}
                notifications={lead.notifications}
                onChange={replace}
              />
            </div>
            <div className={styles.column}>
              {/* "Not spam" alone takes a lead out of spam (it also sends the notices); the form comes with the lead's new status. */}
              {lead.status === 'spam' ? (
                <Panel id="lead-status" title={words.lead.statusTitle}>
                  <p className={styles.none}>{words.lead.statusOfSpam}</p>
                </Panel>
              ) : (
                <StatusForm lead={lead} onSaved={replace} />
              )}
              <NoteForm lead={lead} onSaved={replace} />
              <LeadHistory changes={lead.changes} />
              <EraseAddress email={lead.email} reference={lead.reference} />
            </div>
          </div>
        </>
      )}
    </article>
  );
}
