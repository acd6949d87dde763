import type { ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import * as styles from './Field.css';

export type ControlProps = {
  id: string;
  name: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'data-filled': boolean;
};

type FieldProps = {
  id: string;
  name: string;
  label: string;
  /** Shown after the label, e.g. "optional". */
  optionalText?: string;
  hint?: string;
  error?: string;
  filled: boolean;
  /** A live count below the control (e.g. characters used); marked when over the limit. */
  counter?: { text: string; over: boolean };
  /** Extra class for the control (textarea, select). */
  controlClassName?: string;
  /** Extra class for the field as a whole, e.g. its place in the form's grid. */
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled form control with its hint, counter and error sentence, all tied to the
 * control through aria-describedby; the control renders through `children`.
 */
export function Field({
  id,
  name,
  label,
  optionalText,
  hint,
  error,
  filled,
  counter,
  controlClassName,
  className,
  children,
}: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const optionalId = `${id}-optional`;
  const describedBy = [
    error && errorId,
    optionalText && optionalId,
    hint && hintId,
    counter && counterId,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      {/* "optional" sits beside the label, not in it, so the field's name is exactly the label. */}
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {optionalText && (
          <span id={optionalId} className={styles.optional}>
            {optionalText}
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        name,
        className: [styles.control, controlClassName].filter(Boolean).join(' '),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'data-filled': filled,
      })}
      {(error || counter) && (
        <div className={styles.footer}>
          {error && (
            <p id={errorId} className={styles.error}>
              <Icon name="alertCircle" size={18} className={styles.errorIcon} />
              {error}
            </p>
          )}
          {counter && (
            <p id={counterId} className={styles.counter} data-over={counter.over}>
              {counter.text}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
