import { Icon } from '../components/ui/Icon';
import type { Said } from './deskContext';
import * as styles from './Desk.css';

/**
 * The desk's live region: always in the page (so it is heard), drawn only when it has
 * something to say; a failure is drawn as an error, with its icon as well as its colour.
 */
export function Announcement({ said }: { said: Said | null }) {
  return (
    <p role="status" className={styles.status} data-empty={said === null} data-tone={said?.tone}>
      {said?.tone === 'error' && <Icon name="alertCircle" size={18} className={styles.statusIcon} />}
      {said?.text}
    </p>
  );
}
