import type { ButtonHTMLAttributes } from 'react';

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> & {
  /** Its request is running: a press now does nothing. */
  busy: boolean;
};

/**
 * A button that keeps focus while its request runs: a `disabled` button loses it (Chromium
 * sends it to the page's body, or out of a dialog), so it is marked aria-disabled and ignores
 * a press instead, a submit included.
 */
export function BusyButton({ busy, onClick, ...props }: BusyButtonProps) {
  return (
    <button
      {...props}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
