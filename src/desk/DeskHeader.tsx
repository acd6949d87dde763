import { Logo } from '../components/ui/Logo';
import { DeskLink, type DeskView } from './navigation';
import type { Session } from './types';
import { words } from './words';
import * as styles from './Desk.css';

/** The band on top: the company, who is signed in, and the desk's two views. */
export function DeskHeader({ session, view }: { session: Session; view: DeskView }) {
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
          <DeskLink
            to={{ name: 'leads' }}
            className={styles.navLink}
            current={view.name !== 'subscribers'}
          >
            {words.views.leads}
          </DeskLink>
          <DeskLink
            to={{ name: 'subscribers' }}
            className={styles.navLink}
            current={view.name === 'subscribers'}
          >
            {words.views.subscribers}
          </DeskLink>
        </nav>
      </div>
    </header>
  );
}
