import { useState, type RefObject } from 'react';
import { button } from '../components/ui/button.css';
import { ActionButton } from './ActionButton';
import { deleteLeads, markSpam } from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { useSave } from './useSave';
import { words } from './words';
import * as styles from './LeadList.css';

type ChosenLeadsProps = {
  /** The references chosen, of the leads shown. */
  chosen: string[];
  allChosen: boolean;
  onChooseAll: (all: boolean) => void;
  /** Spam's own folder has no "Mark as spam". */
  canMarkSpam: boolean;
  /** After a change: the list is asked again, and nothing stays chosen. */
  onChanged: () => void;
  /** Takes focus after a change, as the buttons pressed go with the leads they changed. */
  chooseAllRef: RefObject<HTMLInputElement | null>;
};

/** The list's bar for many leads at once: choose all shown, then mark them as spam or delete them. */
export function ChosenLeads({
  chosen,
  allChosen,
  onChooseAll,
  canMarkSpam,
  onChanged,
  chooseAllRef,
}: ChosenLeadsProps) {
  const w = words.chosen;
  const [asking, setAsking] = useState(false);
  const removal = useSave(() => deleteLeads(chosen), w.deleted, { failureAlerted: true });
  const changed = () => {
    chooseAllRef.current?.focus();
    onChanged();
  };
  const remove = () =>
    removal.save(() => {
      setAsking(false);
      changed();
    });
  return (
    <div role="group" aria-label={w.label} className={styles.chosen}>
      <label className={styles.chooseAll}>
        <input
          ref={chooseAllRef}
          type="checkbox"
          className={styles.checkbox}
          checked={allChosen}
          onChange={(event) => onChooseAll(event.target.checked)}
        />
        {w.all}
      </label>
      {chosen.length > 0 && (
        <>
          <p className={styles.chosenCount}>{w.count(chosen.length)}</p>
          <div className={styles.chosenActions}>
            {canMarkSpam && (
              <ActionButton
                send={() => markSpam(chosen)}
                done={w.marked}
                onDone={changed}
                className={button({ tone: 'outline' })}
              >
                {w.markSpam}
              </ActionButton>
            )}
            <button
              type="button"
              className={button({ tone: 'outline' })}
              onClick={() => {
                removal.reset();
                setAsking(true);
              }}
            >
              {w.delete}
            </button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title={w.title(chosen.length)}
        body={w.body(chosen.length)}
        confirmLabel={w.confirm(chosen.length)}
        cancelLabel={w.cancel}
        busy={removal.saving}
        error={removal.error}
        onConfirm={remove}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}
