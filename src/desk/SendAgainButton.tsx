import { button } from '../components/ui/button.css';
import { sendNoticeAgain } from './api';
import { BusyButton } from './BusyButton';
import type { LeadDetail, Notification } from './types';
import { useSave } from './useSave';
import { words } from './words';
import * as styles from './LeadPage.css';

type SendAgainButtonProps = {
  reference: string;
  notice: Notification;
  /** The id of the notice's heading, which the button's name ends with: two notices may fail. */
  headingId: string;
  onDone: (lead: LeadDetail) => void;
};

/** Starts a given-up notice afresh, once its cause is put right (a rotated key, a new webhook), and says how the attempt went. */
export function SendAgainButton({ reference, notice, headingId, onDone }: SendAgainButtonProps) {
  const { save, saving, error } = useSave(
    () => sendNoticeAgain(reference, notice.id),
    (lead) => words.notification.sentAgain(lead.notifications.find(({ id }) => id === notice.id)),
  );
  const send = async () => {
    const lead = await save();
    if (lead) onDone(lead);
  };
  const id = `send-again-${notice.id}`;
  return (
    <>
      <BusyButton type="button" id={id} aria-labelledby={`${id} ${headingId}`} className={`${button({ tone: 'outline' })} ${styles.sendAgain}`} busy={saving} onClick={send}>
        {words.notification.sendAgain}
      </BusyButton>
      {error && <p className={styles.error}>{error}</p>}
    </>
  );
}
