import { useId } from 'react';
import { Icon } from '../ui/Icon';
import * as styles from './NewsletterForm.css';

/** The footer's newsletter sign-up. */
export function NewsletterForm() {
  const inputId = useId();
  return (
    <form className={styles.form} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        Your e-mail address
      </label>
      <div className={styles.row}>
        <input id={inputId} name="email" type="email" autoComplete="email" className={styles.input} placeholder="you@company.com" />
        <button type="submit" className={styles.submit} aria-label="Subscribe">
          <Icon name="send" size={20} />
        </button>
      </div>
    </form>
  );
}
