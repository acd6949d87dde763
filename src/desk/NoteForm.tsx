import { useState, type FormEvent } from 'react';
import { Field } from '../components/forms/Field';
import * as fieldStyles from '../components/forms/Field.css';
import { button } from '../components/ui/button.css';
import { updateLead } from './api';
import type { LeadDetail } from './types';
import { useSave } from './useSave';
import { words } from './words';
import * as styles from './LeadPage.css';

/** The company's own note on the lead; the enquirer never sees it. */
export function NoteForm({ lead, onSaved }: { lead: LeadDetail; onSaved: (lead: LeadDetail) => void }) {
  const [note, setNote] = useState(lead.note ?? '');
  const { save, saving, error, saved, edited } = useSave(
    () => updateLead(lead.reference, { note }),
    () => words.lead.noteSaved,
  );
  const write = (text: string) => {
    setNote(text);
    edited();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await save();
    if (answer) onSaved(answer);
  };
  return (
    <section aria-labelledby="lead-note" className={styles.panel}>
      <h2 id="lead-note" className={styles.panelTitle}>
        {words.lead.noteTitle}
      </h2>
      <form className={styles.form} onSubmit={submit}>
        <Field id="lead-note-control" name="note" label={words.lead.noteLabel} error={error} filled={false} controlClassName={`${fieldStyles.textarea} ${styles.note}`}>
          {(control) => <textarea {...control} value={note} onChange={(event) => write(event.target.value)} />}
        </Field>
        <div className={styles.saveRow}>
          <button type="submit" className={`${button({ tone: 'primary' })} ${styles.save}`} disabled={saving}>
            {words.lead.saveNote}
          </button>
          {saved && <p className={styles.saved}>{saved}</p>}
        </div>
      </form>
    </section>
  );
}
