import { newsletterFormCopy as copy } from '../../forms/siteCopy';
import { endpoints } from '../../forms/endpoints';
import { newsletterForm } from '../../forms/formData';
import { newsletterMailto } from '../../forms/mailto';
import { useForm } from '../../forms/useForm';
import { newsletterValidators } from '../../forms/validation';
import { Icon } from '../ui/Icon';
import { Honeypot } from './Honeypot';
import { LocaleField } from './LocaleField';
import { NoScriptNote } from './NoScriptNote';
import { SendStatus } from './SendStatus';
import { SourceFields } from './SourceFields';
import * as styles from './NewsletterForm.css';

const mailto = ({ email }: { email: string }) => newsletterMailto(email);

type NewsletterFormProps = {
  /** Where it delivers; defaults to the build's `endpoints.newsletter`; null hands the message to the mail program. */
  endpoint?: string | null;
};

/** The footer's newsletter sign-up: one e-mail field, delivered like the contact form. */
export function NewsletterForm({ endpoint: configured = endpoints.newsletter }: NewsletterFormProps) {
  const form = useForm({ contract: newsletterForm, validators: newsletterValidators, endpoint: configured ?? undefined, mailto });
  const { state, native, sending } = form;
  const email = form.control('email');
  const error = form.visibleErrors.email;
  const errorId = `${email.id}-error`;

  return (
    <form ref={form.formRef} className={styles.form} aria-label={copy.title} method="post" action={native ? configured ?? undefined : undefined} noValidate onSubmit={form.onSubmit}>
      {!native && <NoScriptNote copy={copy.noscript} className={styles.noscript} />}
      <label htmlFor={email.id} className={styles.label}>
        {copy.label}
      </label>
      <div className={styles.row}>
        <input
          {...email}
          type={newsletterForm.fields.email.kind}
          inputMode="email"
          autoComplete={newsletterForm.fields.email.autocomplete}
          className={styles.input}
          placeholder={copy.placeholder}
          data-filled={email.value !== ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type={form.submitType}
          className={`${styles.submit}${native ? '' : ' js-only'}`}
          aria-label={sending ? copy.sending : copy.submit}
          aria-disabled={sending || undefined}
        >
          <Icon name="send" size={20} />
        </button>
      </div>
      <div role="alert" className={styles.errorRegion}>
        {error && (
          <p id={errorId} className={styles.error}>
            <Icon name="alertCircle" size={18} className={styles.errorIcon} />
            {error}
          </p>
        )}
      </div>
      <Honeypot />
      <LocaleField />
      <SourceFields />
      <SendStatus state={state} copy={copy} mailtoHref={form.mailtoHref} onRetry={form.send} tone="onDark" />
    </form>
  );
}
