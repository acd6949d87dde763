import type { ReactNode } from 'react';
import { BusyButton } from './BusyButton';
import { useSave } from './useSave';
import * as styles from './LeadPage.css';

type ActionButtonProps<T> = {
  /** The request the press makes. */
  send: () => Promise<T>;
  /** What the live region says of its answer. */
  done: (answer: T) => string;
  onDone: (answer: T) => void;
  className: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
};

/** A button that makes one request, says how it went, and shows a failure beside itself. */
export function ActionButton<T>({ send, done, onDone, children, ...button }: ActionButtonProps<T>) {
  const { save, saving, error } = useSave(send, done);
  const press = async () => {
    const answer = await save();
    if (answer) onDone(answer);
  };
  return (
    <>
      <BusyButton type="button" {...button} busy={saving} onClick={press}>
        {children}
      </BusyButton>
      {error && <p className={styles.error}>{error}</p>}
    </>
  );
}
