import { useEffect, useState, type FormEvent } from 'react';
import { Field } from '../components/forms/Field';
import * as fieldStyles from '../components/forms/Field.css';
import { button } from '../components/ui/button.css';
import { updateLead } from './api';
import { statuses, type LeadDetail, type Status } from './types';
import { useSave } from './useSave';
import { statusNames, words } from './words';
import * as styles from './LeadPage.css';

/** The lead's status, chosen and saved. */
export function StatusForm({ lead, onSaved }: { lead: LeadDetail; onSaved: (lead: LeadDetail) => void }) {
  const [status, setStatus] = useState<Status>(lead.status);
  // "Not spam" changes the status from elsewhere.
  useEffect(() => setStatus(lead.status), [lead.status]);
  const { save, saving, error, saved, edited } = useSave(
    () => updateLead(lead.reference, { status }),
    (saved) => words.lead.statusSaved(saved.status),
  );
  const choose = (next: Status) => {
    setStatus(next);
    edited();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await save();
    if (answer) onSaved(answer);
  };
  return (
    <section aria-labelledby="lead-status" className={styles.panel}>
      <h2 id="lead-status" className={styles.panelTitle}>
        {words.lead.statusTitle}
      </h2>
      <form className={styles.form} onSubmit={submit}>
        <Field id="lead-status-control" name="status" label={words.lead.statusLabel} error={error} filled={false} controlClassName={fieldStyles.select}>
          {(control) => (
            <select {...control} value={status} onChange={(event) => choose(event.target.value as Status)}>
              {statuses.map((option) => (
                <option key={option} value={option}>
                  {statusNames[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.saveRow}>
          <button type="submit" className={`${button({ tone: 'primary' })} ${styles.save}`} disabled={saving}>
            {words.lead.saveStatus}
          </button>
          {saved && <p className={styles.saved}>{saved}</p>}
        </div>
      </form>
    </section>
  );
}
