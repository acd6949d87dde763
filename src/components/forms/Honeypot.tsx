import { honeypotLabel } from '../../forms/siteCopy';
import { honeypotField } from '../../forms/formData';
import * as styles from './Honeypot.css';

/**
 * A field only bots fill in: out of sight, out of the tab order and hidden from
 * assistive technology. A submission that fills it is dropped without a word.
 */
export function Honeypot() {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        {honeypotLabel}
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

