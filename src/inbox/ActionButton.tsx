import type { ReactNode } from 'react';
import type { Said } from './inboxContext';
import { BusyButton } from './BusyButton';
import { useSave } from './useSave';
import * as styles from './LeadPage.css';

type ActionButtonProps<T> = {
  /** The request the press makes. */
  send: () => Promise<T>;
  /** What the live region, and the line beside the button while it stays, say of its answer: a refusal in the error's tone. */
  done: (answer: T) => string | Said;
  onDone: (answer: T) => void;
  className: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
};

/** A button that makes one request, says how it went, and shows that, or a failure, beside itself. */
export function ActionButton<T>({ send, done, onDone, children, ...button }: ActionButtonProps<T>) {
  const { save, saving, error, saved } = useSave(send, done);
  const press = async () => {
    const answer = await save();
    if (answer) onDone(answer);
  };
  return (
    <>
      <BusyButton type="button" {...button} busy={saving} onClick={press}>
        {children}
      </BusyButton>
      {saved && (
        <p className={saved.tone === 'error' ? styles.error : styles.saved}>{saved.text}</p>
      )}
      {error && <p className={styles.error}>{error}</p>}
    </>
  );
}
