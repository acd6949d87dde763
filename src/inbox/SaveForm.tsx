import type { FormEvent, ReactNode } from 'react';
import { button } from '../components/ui/button.css';
import { BusyButton } from './BusyButton';
import type { LeadDetail } from './types';
import type { useSave } from './useSave';
import { words } from './words';
import * as styles from './LeadPage.css';

type SaveFormProps = {
  /** What `useSave` gives for this form's change. */
  saver: ReturnType<typeof useSave<LeadDetail>>;
  saveLabel: string;
  /** What is in the field differs from what is saved: said beside the button. */
  unsaved?: boolean;
  /** Called with the lead as saved. */
  onSaved: (lead: LeadDetail) => void;
  /** The form's field. */
  children: ReactNode;
};

/** A form that changes the lead: its field, then the save button with the confirmation, or that nothing is saved yet, beside it. */
export function SaveForm({ saver, saveLabel, unsaved = false, onSaved, children }: SaveFormProps) {
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await saver.save();
    if (answer) onSaved(answer);
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      {children}
      <div className={styles.saveRow}>
        <BusyButton
          type="submit"
          className={`${button({ tone: 'primary' })} ${styles.save}`}
          busy={saver.saving}
        >
          {saveLabel}
        </BusyButton>
        {saver.saved && <p className={styles.saved}>{saver.saved.text}</p>}
        {unsaved && <p className={styles.unsaved}>{words.lead.unsaved}</p>}
      </div>
    </form>
  );
}
