import type { FormsCopy } from '../../forms/copy';
import type { SubmitState } from '../../forms/useForm';
import { Icon } from '../ui/Icon';
import { messageBox } from './messageBox.css';
import * as styles from './SendStatus.css';

/** What both forms say as they send and after (content/<language>/forms.yaml); only a sign-up has `pending`. */
export type SendStatusCopy = Pick<FormsCopy['newsletterFormCopy'], 'sendingStatus' | 'sent' | 'reference' | 'mailtoOpened' | 'failedTitle' | 'failureReasons' | 'failedKept' | 'retry' | 'mailtoInstead'> & {
  pending?: string;
};

type SendStatusProps = {
  state: SubmitState;
  copy: SendStatusCopy;
  /** The same message as a mailto: link, offered when sending failed. */
  mailtoHref: string;
  onRetry: () => void;
  tone: 'onLight' | 'onDark';
};

function doneText(state: SubmitState, copy: SendStatusCopy): string | undefined {
  if (state.status !== 'sent') return undefined;
  if (state.via === 'mailto') return copy.mailtoOpened;
  const text = state.pending && copy.pending ? copy.pending : copy.sent;
  return state.reference ? `${text} ${copy.reference(state.reference)}` : text;
}

/**
 * What happened to the message. Both live regions are always in the page so their
 * content is announced when it arrives: progress and success politely, failure at once.
 */
export function SendStatus({ state, copy, mailtoHref, onRetry, tone }: SendStatusProps) {
  const box = messageBox[tone];
  const look = { info: box.info, success: `${box.success} ${styles.row}`, error: `${box.error} ${styles.row}` };
  const done = doneText(state, copy);
  return (
    <>
      <div role="status" className={styles.region}>
        {state.status === 'sending' && <p className={look.info}>{copy.sendingStatus}</p>}
        {done && (
          <p className={look.success}>
            <Icon name="checkCircle" size={22} className={styles.icon} />
            {done}
          </p>
        )}
      </div>
      <div role="alert" className={styles.region}>
        {state.status === 'failed' && (
          <div className={look.error}>
            <Icon name="alertCircle" size={22} className={styles.icon} />
            <div className={styles.body}>
              <p className={styles.title}>{copy.failedTitle}</p>
              <p>
                {state.message ?? copy.failureReasons[state.reason]} {copy.failedKept}
              </p>
              <p className={styles.actions}>
                <button type="button" className={styles.retry} onClick={onRetry}>
                  {copy.retry}
                </button>
                <a href={mailtoHref} className={styles.link}>
                  {copy.mailtoInstead}
                </a>
              </p>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
