import { button } from '../ui/button.css';
import { contactFormCopy as copy } from '../../forms/siteCopy';
import { endpoints } from '../../forms/endpoints';
import { choices, contactForm, fieldsOf, type ContactField } from '../../forms/formData';
import { contactMailto } from '../../forms/mailto';
import { useForm } from '../../forms/useForm';
import { charCount, contactValidators } from '../../forms/validation';
import * as styles from './ContactForm.css';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import * as fieldStyles from './Field.css';
import { Honeypot } from './Honeypot';
import { LocaleField } from './LocaleField';
import { messageBox } from './messageBox.css';
import { NoScriptNote } from './NoScriptNote';
import { SendStatus } from './SendStatus';
import { SourceFields } from './SourceFields';

const draftKey = 'vantix:contact-draft';
const inputModes = { email: 'email', tel: 'tel' } as const;

type ContactFormProps = {
  /** Where it delivers; defaults to the build's `endpoints.contact`; null hands the message to the mail program. */
  endpoint?: string | null;
};

/**
 * The contact form, its fields as its contract lists them: validates, delivers to the
 * endpoint or the mail program, keeps a draft. Posting to the site's own receiver it is
 * a plain HTML form too: with JavaScript off the browser posts it and lands on the
 * thank-you page.
 */
export function ContactForm({ endpoint: configured = endpoints.contact }: ContactFormProps) {
  const form = useForm({ contract: contactForm, validators: contactValidators, endpoint: configured ?? undefined, mailto: contactMailto, draftKey });
  const { values, visibleErrors, state, native } = form;

  const field = (name: ContactField) => {
    const spec = contactForm.fields[name];
    const { id, ...control } = form.control(name);
    const fieldCopy: { label: string; hint?: string } = copy.fields[name];
    const props = {
      id,
      name,
      label: fieldCopy.label,
      hint: fieldCopy.hint,
      optionalText: spec.required ? undefined : copy.optional,
      error: visibleErrors[name],
      filled: values[name] !== (spec.kind === 'select' ? spec.options[0] : ''),
    };
    if (spec.kind === 'select') {
      return (
        <Field key={name} {...props} controlClassName={fieldStyles.select}>
          {(attributes) => (
            <select {...attributes} {...control}>
              {choices(spec.options).map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    }
    if (spec.kind === 'textarea') {
      const length = charCount(values[name].trim());
      return (
        <div key={name} className={styles.wide}>
          <Field
            {...props}
            controlClassName={fieldStyles.textarea}
            counter={{ text: copy.messageCounter(length, spec.length.max), over: length > spec.length.max }}
          >
            {(attributes) => <textarea {...attributes} rows={6} {...control} />}
          </Field>
        </div>
      );
    }
    return (
      <Field key={name} {...props}>
        {(attributes) => (
          <input {...attributes} type={spec.kind} autoComplete={spec.autocomplete} inputMode={spec.kind === 'text' ? undefined : inputModes[spec.kind]} {...control} />
        )}
      </Field>
    );
  };

  return (
    <form ref={form.formRef} className={styles.form} aria-label={copy.title} method="post" action={native ? configured ?? undefined : undefined} noValidate onSubmit={form.onSubmit}>
      {!native && <NoScriptNote copy={copy.noscript} className={`${messageBox.onLight.info} ${styles.noscript}`} />}
      {state.status === 'invalid' && form.summary.length > 0 && (
        <ErrorSummary key={state.attempt} title={copy.summaryTitle(form.summary.length)} items={form.summary} />
      )}
      <div className={styles.fields}>{fieldsOf(contactForm).map(field)}</div>
      <Honeypot />
      <LocaleField />
      <SourceFields />
      <button
        type={form.submitType}
        className={`${button({ tone: 'accent', size: 'lg' })} ${styles.submit}${native ? '' : ' js-only'}`}
        aria-disabled={form.sending || undefined}
      >
        {form.sending ? copy.sending : copy.submit}
      </button>
      <SendStatus state={state} copy={copy} mailtoHref={form.mailtoHref} onRetry={form.send} tone="onLight" />
    </form>
  );
}
