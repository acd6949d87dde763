import { useId, useRef, useState, type FormEvent } from 'react';
import { button } from '../ui/button.css';
import { contactMessageLength, formSendTimeoutMs } from '../../forms/limits';
import { budgetOptions, contactFormCopy as copy, type ContactField } from '../../content/forms';
import { endpoints, isOwnReceiver } from '../../forms/endpoints';
import { contactMailto } from '../../forms/mailto';
import { contactPayload } from '../../forms/payloads';
import { useFormFields } from '../../forms/useFormFields';
import { useSubmission } from '../../forms/useSubmission';
import { charCount, contactValidators, isBudgetValue, type ContactValues } from '../../forms/validation';
import * as styles from './ContactForm.css';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import * as fieldStyles from './Field.css';
import { Honeypot, honeypotFilled } from './Honeypot';
import { messageBox } from './messageBox.css';
import { NoScriptNote } from './NoScriptNote';
import { SendStatus } from './SendStatus';

const draftKey = 'vantix:contact-draft';
const empty: ContactValues = { name: '', email: '', phone: '', budget: budgetOptions[0].value, message: '' };
const fieldOrder = Object.keys(contactValidators) as ContactField[];
const acceptDraft = (field: ContactField, value: string) => field !== 'budget' || isBudgetValue(value);
const textInputs = {
  name: { type: 'text', autoComplete: 'name', inputMode: undefined },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
} as const;

type ContactFormProps = {
  /** Where it delivers; defaults to the build's `endpoints.contact`; null hands the message to the mail program. */
  endpoint?: string | null;
};

/**
 * The contact form: validates, delivers to the endpoint or the mail program, keeps a
 * draft. Posting to the site's own receiver it is a plain HTML form too: with
 * JavaScript off the browser posts it and lands on the thank-you page.
 */
export function ContactForm({ endpoint: configured = endpoints.contact }: ContactFormProps) {
  const id = useId();
  const fieldId = (field: ContactField) => `${id}${field}`;
  const endpoint = configured ?? undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useFormFields({ validators: contactValidators, empty, draftKey, acceptDraft, form: formRef });
  const { state, submit, noteEdit } = useSubmission({ endpoint, timeoutMs: formSendTimeoutMs, onSent: fields.reset, onFieldErrors: fields.refuse });
  const native = isOwnReceiver(endpoint);
  const { values, visibleErrors } = fields;
  const sending = state.status === 'sending';
  // Taken at submit and left alone until the next one: a role=alert region re-announces
  // all of itself on any change, which would interrupt the visitor at every keystroke.
  const [summary, setSummary] = useState<{ id: string; message: string }[]>([]);

  const send = () => {
    if (sending) return;
    fields.touchAll();
    setSummary(fieldOrder.flatMap((field) => (fields.errors[field] ? [{ id: fieldId(field), message: fields.errors[field] }] : [])));
    if (fields.firstInvalid) document.getElementById(fieldId(fields.firstInvalid))?.focus();
    void submit({
      valid: fields.isValid,
      isBot: formRef.current ? honeypotFilled(formRef.current) : false,
      payload: () => contactPayload(values),
      mailto: () => contactMailto(values),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const control = (field: ContactField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      fields.change(field, event.target.value);
      noteEdit();
    },
    onBlur: () => fields.blur(field),
    required: !copy.fields[field].optional,
  });
  const fieldProps = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    label: copy.fields[field].label,
    optionalText: copy.fields[field].optional ? copy.optional : undefined,
    error: visibleErrors[field],
    filled: values[field] !== empty[field],
  });
  const messageLength = charCount(values.message.trim());

  return (
    <form ref={formRef} className={styles.form} aria-label={copy.title} method="post" action={native ? endpoint : undefined} noValidate onSubmit={onSubmit}>
      {!native && <NoScriptNote copy={copy.noscript} className={`${messageBox.onLight.info} ${styles.noscript}`} />}
      {state.status === 'invalid' && summary.length > 0 && (
        <ErrorSummary key={state.attempt} title={copy.summaryTitle(summary.length)} items={summary} />
      )}
      <div className={styles.fields}>
        {(['name', 'email', 'phone'] as const).map((field) => (
          <Field key={field} {...fieldProps(field)}>
            {(props) => <input {...props} {...textInputs[field]} {...control(field)} />}
          </Field>
        ))}
        <Field {...fieldProps('budget')} controlClassName={fieldStyles.select}>
          {(props) => (
            <select {...props} {...control('budget')}>
              {budgetOptions.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.wide}>
          <Field
            {...fieldProps('message')}
            hint={copy.fields.message.hint}
            controlClassName={fieldStyles.textarea}
            counter={{ text: copy.messageCounter(messageLength, contactMessageLength.max), over: messageLength > contactMessageLength.max }}
          >
            {(props) => <textarea {...props} rows={6} {...control('message')} />}
          </Field>
        </div>
      </div>
      <Honeypot />
      <button
        type="submit"
        className={`${button({ tone: 'accent', size: 'lg' })} ${styles.submit}${native ? '' : ' js-only'}`}
        aria-disabled={sending || undefined}
      >
        {sending ? copy.sending : copy.submit}
      </button>
      <SendStatus
        state={state}
        copy={copy}
        mailtoHref={state.status === 'failed' ? contactMailto(values) : ''}
        onRetry={send}
        tone="onLight"
      />
    </form>
  );
}
