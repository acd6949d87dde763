import { Fragment } from 'react';
import { Icon } from '../components/ui/Icon';
import type { Said } from './inboxContext';
import * as styles from './Inbox.css';

/**
 * An announcement, its number (each one new, even when its sentence is the one before) and
 * the address of the view it was said in, which it does not outlive.
 */
export type Heard = Said & { id: number; view: string };

/**
 * The inbox's live region: always in the page (so it is heard), drawn only when it has
 * something to say; a failure is drawn as an error, with its icon as well as its colour.
 * Each announcement replaces the text rather than updating it: a screen reader says only
 * what is added, so "Note saved." a second time would otherwise go unheard.
 */
export function Announcement({ said }: { said: Heard | null }) {
  return (
    <p role="status" className={styles.status} data-empty={said === null} data-tone={said?.tone}>
      {said && (
        <Fragment key={said.id}>
          {said.tone === 'error' && (
            <Icon name="alertCircle" size={18} className={styles.statusIcon} />
          )}
          {said.text}
        </Fragment>
      )}
    </p>
  );
}
