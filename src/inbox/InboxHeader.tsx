import { Logo } from '../components/ui/Logo';
import { InboxLink, type InboxView } from './navigation';
import { trafficDays, type Session } from './types';
import { words } from './words';
import * as styles from './Inbox.css';

/** The band on top: the company, who is signed in, and the inbox's views. */
export function InboxHeader({ session, view }: { session: Session; view: InboxView }) {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <p className={styles.brand}>
          <Logo tone="onDark" size="sm" />
          <span className={styles.product}>{words.product}</span>
        </p>
        <p className={styles.editor}>
          {session.via === 'local' ? words.notSignedIn : words.signedInAs(session.editor)}
        </p>
        <nav aria-label={words.views.label} className={styles.nav}>
          <InboxLink
            to={{ name: 'leads' }}
            className={styles.navLink}
            current={view.name === 'leads' || view.name === 'lead'}
          >
            {words.views.leads}
          </InboxLink>
          <InboxLink
            to={{ name: 'subscribers' }}
            className={styles.navLink}
            current={view.name === 'subscribers'}
          >
            {words.views.subscribers}
          </InboxLink>
          <InboxLink
            to={{ name: 'traffic', days: trafficDays[0] }}
            className={styles.navLink}
            current={view.name === 'traffic'}
          >
            {words.views.traffic}
          </InboxLink>
        </nav>
      </div>
    </header>
  );
}
