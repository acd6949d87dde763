import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { button } from '../components/ui/button.css';
import { listSubscribers, sendLinkAgain, unsubscribe } from './api';
import { ActionButton } from './ActionButton';
import { ConfirmDialog } from './ConfirmDialog';
import { Problem } from './Problem';
import { Time } from './Time';
import type { AttemptResult, Subscriber } from './types';
import { useDocumentTitle } from './useDocumentTitle';
import { useLoad } from './useLoad';
import { useSave } from './useSave';
import { languageName, subscriberStatusNames, words } from './words';
import * as styles from './LeadList.css';
import * as panelStyles from './panel.css';

const unsubscribeId = (subscriber: Subscriber) => `unsubscribe-${subscriber.reference}`;

/** The newsletter's subscribers, each of whom can be unsubscribed; a confirmation link given up can be sent again. */
export function Subscribers({ focusHeading }: { focusHeading: boolean }) {
  useDocumentTitle(words.subscribers.title);
  const subscribers = useLoad(listSubscribers, 'subscribers');
  const [leaving, setLeaving] = useState<Subscriber | null>(null);
  const { save, saving, error, reset } = useSave(
    () => unsubscribe(leaving?.reference ?? ''),
    () => words.subscribers.done(leaving?.email ?? ''),
    { failureAlerted: true },
  );
  const linkSent = (subscriber: Subscriber, sent: AttemptResult) => {
    // Its button goes once the link is no longer given up: focus waits on the row's other one.
    if (sent !== 'dead') document.getElementById(unsubscribeId(subscriber))?.focus();
    subscribers.reload();
  };
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const confirm = async () => {
    if (!(await save())) return;
    // The dialog closes first (the page behind it is inert while it is open, and closing
    // gives focus back to the row's button); that button goes with the reload, so focus
    // then waits at the heading.
    flushSync(() => setLeaving(null));
    heading.current?.focus();
    subscribers.reload();
  };

  const list = subscribers.data ?? [];
  return (
    <div className={styles.layout}>
      <div className={styles.head}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {words.subscribers.title}
        </h1>
        {subscribers.data && <p className={styles.count}>{words.subscribers.count(list.length)}</p>}
      </div>
      <section
        aria-label={words.subscribers.title}
        className={styles.wideResults}
        aria-busy={subscribers.loading}
      >
        {subscribers.loading && !subscribers.data && <p>{words.loading}</p>}
        {subscribers.error && <Problem message={subscribers.error} onRetry={subscribers.reload} />}
        {subscribers.data && list.length === 0 && (
          <p className={panelStyles.muted}>{words.subscribers.empty}</p>
        )}
        <ul className={styles.list}>
          {list.map((subscriber) => (
            <li key={subscriber.reference} className={styles.subscriber}>
              <p className={styles.subscriberEmail}>{subscriber.email}</p>
              <p className={styles.subscriberMeta}>
                <span>{subscriberStatusNames[subscriber.status]}</span>
                <span>{languageName(subscriber.locale)}</span>
                <span>
                  {words.subscribers.signedUp} <Time ms={subscriber.receivedAt} />
                </span>
                {subscriber.confirmedAt !== null && (
                  <span>
                    {words.subscribers.confirmed} <Time ms={subscriber.confirmedAt} />
                  </span>
                )}
              </p>
              {subscriber.linkError !== null && (
                <p className={styles.linkFailed}>
                  {words.subscribers.linkFailed}: {subscriber.linkError}
                </p>
              )}
              <div className={styles.rowActions}>
                {subscriber.linkError !== null && (
                  <ActionButton
                    className={button({ tone: 'primary' })}
                    aria-label={words.subscribers.sendLinkLabel(subscriber.email)}
                    send={() => sendLinkAgain(subscriber.reference)}
                    done={(sent) => ({
                      text: words.subscribers.linkSent(subscriber.email, sent),
                      tone: sent === 'dead' ? 'error' : 'success',
                    })}
                    onDone={(sent) => linkSent(subscriber, sent)}
                  >
                    {words.subscribers.sendLink}
                  </ActionButton>
                )}
                <button
                  type="button"
                  id={unsubscribeId(subscriber)}
                  className={button({ tone: 'outline' })}
                  aria-label={words.subscribers.unsubscribeLabel(subscriber.email)}
                  onClick={() => {
                    reset();
                    setLeaving(subscriber);
                  }}
                >
                  {words.subscribers.unsubscribe}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDialog
        open={leaving !== null}
        title={words.subscribers.confirmTitle}
        body={words.subscribers.confirmBody(leaving?.email ?? '')}
        confirmLabel={words.subscribers.confirm}
        cancelLabel={words.subscribers.cancel}
        busy={saving}
        error={error}
        onConfirm={confirm}
        onClose={() => setLeaving(null)}
      />
    </div>
  );
}
