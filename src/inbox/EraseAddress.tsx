import { useState } from 'react';
import { button } from '../components/ui/button.css';
import { eraseAddress } from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { showView } from './navigation';
import { Panel } from './Panel';
import { forgetNoteDraft } from './useNoteDraft';
import { useSave } from './useSave';
import { words } from './words';
import * as styles from './LeadPage.css';

/** Erasure on request: everything held for the address goes, after a confirmation; `reference`, the lead shown, loses its unsaved note too. */
export function EraseAddress({ email, reference }: { email: string; reference: string }) {
  const [asking, setAsking] = useState(false);
  const { save, saving, error, reset } = useSave(
    () => eraseAddress(email),
    (erased) => words.erase.done(email, erased),
    { failureAlerted: true },
  );
  // The lead is gone: the list opens, and says what was erased.
  const erase = () =>
    save(() => {
      setAsking(false);
      forgetNoteDraft(reference);
      showView({ name: 'leads' });
    });
  return (
    <Panel id="lead-erase" title={words.erase.heading}>
      <p className={styles.none}>{words.erase.hint}</p>
      <button
        type="button"
        className={`${button({ tone: 'outline' })} ${styles.dangerButton}`}
        onClick={() => {
          reset();
          setAsking(true);
        }}
      >
        {words.erase.button}
      </button>
      <ConfirmDialog
        open={asking}
        title={words.erase.title}
        body={words.erase.body(email)}
        confirmLabel={words.erase.confirm}
        cancelLabel={words.erase.cancel}
        busy={saving}
        error={error}
        onConfirm={erase}
        onClose={() => setAsking(false)}
      />
    </Panel>
  );
}
