import { useEffect, useId, useRef } from 'react';
import { button } from '../components/ui/button.css';
import { BusyButton } from './BusyButton';
import * as styles from './ConfirmDialog.css';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  error: string | undefined;
  onConfirm: () => void;
  /** Cancel, Escape or the dialog closed by any other means. */
  onClose: () => void;
};

/**
 * A native modal <dialog> asking before an action that cannot be undone. The browser gives
 * it focus (Cancel first, the safe choice), Escape, the inert page behind, and focus back
 * to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onClose={onClose}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <p id={`${id}-body`}>{body}</p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="button" className={button({ tone: 'outline' })} onClick={onClose}>
          {cancelLabel}
        </button>
        <BusyButton
          type="button"
          className={`${button({ tone: 'primary' })} ${styles.danger}`}
          busy={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </BusyButton>
      </div>
    </dialog>
  );
}
