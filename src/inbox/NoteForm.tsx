import { Field } from '../components/forms/Field';
import * as fieldStyles from '../components/forms/Field.css';
import { updateLead } from './api';
import { Panel } from './Panel';
import { SaveForm } from './SaveForm';
import type { LeadDetail } from './types';
import { useNoteDraft } from './useNoteDraft';
import { useSave } from './useSave';
import { words } from './words';
import * as styles from './LeadPage.css';

/** The company's own note on the lead; the enquirer never sees it. */
export function NoteForm({
  lead,
  onSaved,
}: {
  lead: LeadDetail;
  onSaved: (lead: LeadDetail) => void;
}) {
  const saved = lead.note ?? '';
  const [note, setNote] = useNoteDraft(lead.reference, saved);
  const saver = useSave(
    () => updateLead(lead.reference, { note }),
    () => words.lead.noteSaved,
  );
  const write = (text: string) => {
    setNote(text);
    saver.edited();
  };
  return (
    <Panel id="lead-note" title={words.lead.noteTitle}>
      <SaveForm
        saver={saver}
        saveLabel={words.lead.saveNote}
        unsaved={note !== saved}
        onSaved={onSaved}
      >
        <Field
          id="lead-note-control"
          name="note"
          label={words.lead.noteLabel}
          error={saver.error}
          filled={false}
          controlClassName={`${fieldStyles.textarea} ${styles.note}`}
        >
          {(control) => (
            <textarea {...control} value={note} onChange={(event) => write(event.target.value)} />
          )}
        </Field>
      </SaveForm>
    </Panel>
  );
}
