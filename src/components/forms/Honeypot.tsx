import { honeypotLabel } from '../../content/forms';
import * as styles from './Honeypot.css';

/** The trap field's name; forms read it on submit. */
export const honeypotName = 'website';

/**
 * A field only bots fill in: out of sight, out of the tab order and hidden from
 * assistive technology. A submission that fills it is dropped without a word.
 */
export function Honeypot() {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        {honeypotLabel}
        <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** True when the form's honeypot holds anything. */
export function honeypotFilled(form: HTMLFormElement): boolean {
  const trap = form.elements.namedItem(honeypotName);
  return trap instanceof HTMLInputElement && trap.value !== '';
}
