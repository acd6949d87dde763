import type { ReactNode } from 'react';
import { button } from '../components/ui/button.css';
import { words } from './words';
import * as styles from './panel.css';

type ProblemProps = {
  message: string;
  /** Left out where asking again cannot help: a lead that is not there any more. */
  onRetry?: () => void;
  /** Shown above the message: what failed to load, where nothing else names it (a lead's page). */
  children?: ReactNode;
};

/** A request that failed: why, and a button that asks again when that can help. */
export function Problem({ message, onRetry, children }: ProblemProps) {
  return (
    <div className={styles.problem}>
      {children}
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={button({ tone: 'outline' })} onClick={onRetry}>
          {words.retry}
        </button>
      )}
    </div>
  );
}
