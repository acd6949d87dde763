import { newsletterForm } from '../../forms/contract.mjs';
import { endpoints } from '../../forms/endpoints';
import { newsletterMailto } from '../../forms/mailto';
import { useForm } from '../../forms/useForm';
import { newsletterValidators } from '../../forms/validation';
import { pageWords } from '../../forms/words';
import { Icon } from '../ui/Icon';
import { FormFrame } from './FormFrame';
import * as styles from './NewsletterForm.css';

const words = pageWords.newsletter;
const mailto = ({ email }: { email: string }) => newsletterMailto(email);

type NewsletterFormProps = {
  /** Where it delivers; defaults to the build's `endpoints.newsletter`; null hands the message to the mail program. */
  endpoint?: string | null;
};

/** The footer's newsletter sign-up: one e-mail field, delivered like the contact form. */
export function NewsletterForm({ endpoint = endpoints.newsletter }: NewsletterFormProps) {
  const form = useForm({
    contract: newsletterForm,
    validators: newsletterValidators,
    endpoint,
    mailto,
  });
  const { ownReceiver, sending } = form;
  const email = form.control('email');
  const error = form.visibleErrors.email;
  const errorId = `${email.id}-error`;

  return (
    <FormFrame form={form} words={words} tone="onDark">
      <label htmlFor={email.id} className={styles.label}>
        {words.label}
      </label>
      <div className={styles.row}>
        <input
          {...email}
          type={newsletterForm.fields.email.kind}
          inputMode="email"
          autoComplete={newsletterForm.fields.email.autocomplete}
          className={styles.input}
          placeholder={words.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type={form.submitType}
          className={`${styles.submit}${ownReceiver ? '' : ' js-only'}`}
          aria-label={sending ? words.sending : words.submit}
          aria-disabled={sending || undefined}
        >
          <Icon name="send" size={20} />
        </button>
      </div>
      <div className={styles.errorRegion}>
        {error && (
          <p id={errorId} className={styles.error}>
            <Icon name="alertCircle" size={18} className={styles.errorIcon} />
            {error}
          </p>
        )}
      </div>
    </FormFrame>
  );
}
