import { button } from '../components/ui/button.css';
import { words } from './words';
import * as styles from './panel.css';

/** A request that failed: why, and a button that asks again. */
export function Problem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.problem}>
      <p>{message}</p>
      <button type="button" className={button({ tone: 'outline' })} onClick={onRetry}>
        {words.retry}
      </button>
    </div>
  );
}
