import { useId, useRef, type FormEvent } from 'react';
import { formSendTimeoutMs } from '../../forms/limits';
import { newsletterFormCopy as copy } from '../../content/forms';
import { endpoints, isOwnReceiver } from '../../forms/endpoints';
import { newsletterMailto } from '../../forms/mailto';
import { newsletterPayload } from '../../forms/payloads';
import { useFormFields } from '../../forms/useFormFields';
import { useSubmission } from '../../forms/useSubmission';
import { newsletterValidators } from '../../forms/validation';
import { Icon } from '../ui/Icon';
import { Honeypot, honeypotFilled } from './Honeypot';
import { NoScriptNote } from './NoScriptNote';
import { SendStatus } from './SendStatus';
import * as styles from './NewsletterForm.css';

const empty = { email: '' };

type NewsletterFormProps = {
  /** Where it delivers; defaults to the build's `endpoints.newsletter`; null hands the message to the mail program. */
  endpoint?: string | null;
};

/** The footer's newsletter sign-up: one e-mail field, delivered like the contact form. */
export function NewsletterForm({ endpoint: configured = endpoints.newsletter }: NewsletterFormProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const endpoint = configured ?? undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const fields = useFormFields({ validators: newsletterValidators, empty, form: formRef });
  const { state, submit, noteEdit } = useSubmission({ endpoint, timeoutMs: formSendTimeoutMs, onSent: fields.reset, onFieldErrors: fields.refuse });
  // The site's own receiver takes a plain form post too (JavaScript off).
  const native = isOwnReceiver(endpoint);
  const error = fields.visibleErrors.email;
  const sending = state.status === 'sending';
  const email = fields.values.email;

  const send = () => {
    if (sending) return;
    fields.touchAll();
    if (!fields.isValid) inputRef.current?.focus();
    void submit({
      valid: fields.isValid,
      isBot: formRef.current ? honeypotFilled(formRef.current) : false,
      payload: () => newsletterPayload(email),
      mailto: () => newsletterMailto(email),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form ref={formRef} className={styles.form} aria-label={copy.title} method="post" action={native ? endpoint : undefined} noValidate onSubmit={onSubmit}>
      {!native && <NoScriptNote copy={copy.noscript} className={styles.noscript} />}
      <label htmlFor={inputId} className={styles.label}>
        {copy.label}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          className={styles.input}
          placeholder={copy.placeholder}
          value={email}
          data-filled={email !== ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            fields.change('email', event.target.value);
            noteEdit();
          }}
          onBlur={() => fields.blur('email')}
        />
        <button
          type="submit"
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
      <SendStatus state={state} copy={copy} mailtoHref={state.status === 'failed' ? newsletterMailto(email) : ''} onRetry={send} tone="onDark" />
    </form>
  );
}
