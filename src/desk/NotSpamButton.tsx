import { button } from '../components/ui/button.css';
import { markNotSpam } from './api';
import { BusyButton } from './BusyButton';
import type { LeadDetail } from './types';
import { useSave } from './useSave';
import { words } from './words';
import * as styles from './LeadPage.css';

/** Moves a lead held as spam into the inbox; the notices for a message are sent, once. */
export function NotSpamButton({ reference, onDone }: { reference: string; onDone: (lead: LeadDetail) => void }) {
  const { save, saving, error } = useSave(
    () => markNotSpam(reference),
    () => words.lead.notSpamDone,
  );
  const move = async () => {
    const lead = await save();
    if (lead) onDone(lead);
  };
  return (
    <>
      <BusyButton type="button" className={button({ tone: 'primary' })} busy={saving} onClick={move}>
        {words.lead.notSpam}
      </BusyButton>
      {error && <p className={styles.error}>{error}</p>}
    </>
  );
}
