import type { Status } from './types';
import { statusNames } from './words';
import * as styles from './StatusBadge.css';

/** A lead's status as a small label, coloured by its meaning (the word carries it too). */
export function StatusBadge({ status, className }: { status: Status; className?: string }) {
  return (
    <span className={[styles.badge[status], className].filter(Boolean).join(' ')}>
      {statusNames[status]}
    </span>
  );
}
