import { Panel } from './Panel';
import { Time } from './Time';
import type { Notification } from './types';
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
      {notice.deadAt === null && notice.nextAttemptAt !== null && (
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

/** Each notice sent about the lead: delivered, waiting for its next attempt, or failed and why. */
export function LeadNotifications({ notifications }: { notifications: Notification[] }) {
  return (
    <Panel id="lead-notifications" title={words.lead.notifications}>
      {notifications.length === 0 ? (
        <p className={styles.none}>{words.lead.noNotifications}</p>
      ) : (
        <ul className={styles.plainList}>
          {notifications.map((notice, index) => (
            <li key={`${notice.kind}-${notice.channel}-${index}`} className={styles.notice}>
              <h3 className={styles.noticeTitle}>{words.notification.heading(notice.kind, notice.channel)}</h3>
              <State notice={notice} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
