import { useState } from 'react';
import { Field } from '../components/forms/Field';
import * as fieldStyles from '../components/forms/Field.css';
import { updateLead } from './api';
import { Panel } from './Panel';
import { SaveForm } from './SaveForm';
import { statuses, type LeadDetail, type Status } from './types';
import { useSave } from './useSave';
import { statusNames, words } from './words';

/** The lead's status, chosen and saved. */
export function StatusForm({
  lead,
  onSaved,
}: {
  lead: LeadDetail;
  onSaved: (lead: LeadDetail) => void;
}) {
  const [status, setStatus] = useState<Status>(lead.status);
  const saver = useSave(
    () => updateLead(lead.reference, { status }),
    (saved) => words.lead.statusSaved(saved.status),
  );
  const choose = (next: Status) => {
    setStatus(next);
    saver.edited();
  };
  return (
    <Panel id="lead-status" title={words.lead.statusTitle}>
      <SaveForm saver={saver} saveLabel={words.lead.saveStatus} onSaved={onSaved}>
        <Field
          id="lead-status-control"
          name="status"
          label={words.lead.statusLabel}
          error={saver.error}
          filled={false}
          controlClassName={fieldStyles.select}
        >
          {(control) => (
            <select
              {...control}
              value={status}
              onChange={(event) => choose(event.target.value as Status)}
            >
              {statuses.map((option) => (
                <option key={option} value={option}>
                  {statusNames[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </SaveForm>
    </Panel>
  );
}
