import { Panel } from './Panel';
import { button } from '../components/ui/button.css';
import { ActionButton } from './ActionButton';
import { sendNoticeAgain } from './api';
import type { Said } from './inboxContext';
import { Time } from './Time';
import type { LeadDetail, Notification } from './types';
import { words } from './words';
import * as styles from './LeadPage.css';

function State({ notice }: { notice: Notification }) {
  const w = words.notification;
  if (notice.deliveredAt !== null)
    return (
      <p className={styles.delivered}>
        {w.delivered} <Time ms={notice.deliveredAt} />
      </p>
    );
  return (
    <>
      <p className={notice.deadAt === null ? styles.waiting : styles.failed}>
        {notice.deadAt === null ? w.waiting(notice.attempts) : w.failed(notice.attempts)}
      </p>
      {notice.deadAt !== null && (
        <p>
          {w.gaveUp}: <Time ms={notice.deadAt} />
        </p>
      )}
      {notice.deadAt === null && (
        <p>
          {w.nextAttempt}: <Time ms={notice.nextAttemptAt} />
        </p>
      )}
      {notice.lastError && (
        <p>
          {w.reason}: {notice.lastError}
        </p>
      )}
    </>
  );
}

const headingId = (notice: Notification) => `notice-${notice.id}`;

/** How a notice sent again went; refused again, in the error's tone. */
const sentAgainSaid = (notice: Notification | undefined): Said => ({
  text: words.notification.sentAgain(notice),
  tone: notice && notice.deadAt !== null ? 'error' : 'success',
});

type LeadNotificationsProps = {
  reference: string;
  notifications: Notification[];
  onChange: (lead: LeadDetail) => void;
};

/** Each notice sent about the lead: delivered, waiting for its next attempt, or failed and why, with a way to send it again. */
export function LeadNotifications({ reference, notifications, onChange }: LeadNotificationsProps) {
  return (
    <Panel id="lead-notifications" title={words.lead.notifications}>
      {notifications.length === 0 ? (
        <p className={styles.none}>{words.lead.noNotifications}</p>
      ) : (
        <ul className={styles.plainList}>
          {notifications.map((notice) => (
            <li key={notice.id} className={styles.notice}>
              <h3 id={headingId(notice)} tabIndex={-1} className={styles.noticeTitle}>
                {words.notification.heading(notice.kind, notice.channel)}
              </h3>
              <State notice={notice} />
              {notice.deadAt !== null && (
                // Starts the notice afresh once its cause is put right (a rotated key, a new
                // webhook); named after it, as two may fail.
                <ActionButton
                  id={`send-again-${notice.id}`}
                  aria-labelledby={`send-again-${notice.id} ${headingId(notice)}`}
                  className={`${button({ tone: 'outline' })} ${styles.sendAgain}`}
                  send={() => sendNoticeAgain(reference, notice.id)}
                  done={(lead) =>
                    sentAgainSaid(lead.notifications.find(({ id }) => id === notice.id))
                  }
                  onDone={(lead) => {
                    // Its button goes once the notice is no longer given up: focus waits at its
                    // heading.
                    if (lead.notifications.find(({ id }) => id === notice.id)?.deadAt === null)
                      document.getElementById(headingId(notice))?.focus();
                    onChange(lead);
                  }}
                >
                  {words.notification.sendAgain}
                </ActionButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
