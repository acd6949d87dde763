import { useId, type MouseEvent } from 'react';
import { button } from '../ui/button.css';
import { contactForm } from '../../forms/contract.mjs';
import { endpoints } from '../../forms/endpoints';
import { fieldsOf, type ContactField, type FieldKind } from '../../forms/fields';
import { contactMailto } from '../../forms/mailto';
import { useForm } from '../../forms/useForm';
import { charCount, contactValidators } from '../../forms/validation';
import { pageWords } from '../../forms/words';
import * as styles from './ContactForm.css';
import { Field } from './Field';
import * as fieldStyles from './Field.css';
import { FormFrame } from './FormFrame';

const words = pageWords.contact;
const draftKey = 'vantix:contact-draft';
const controlClasses: Partial<Record<FieldKind, string>> = {
  select: fieldStyles.select,
  textarea: fieldStyles.textarea,
};

/** Following a link of the error summary moves focus into the field rather than just scrolling to it. */
const focusField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
  event.preventDefault();
  document.getElementById(id)?.focus();
};

type ContactFormProps = {
  /** Where it delivers; defaults to the build's `endpoints.contact`; null hands the message to the mail program. */
  endpoint?: string | null;
};

/**
 * The contact form, its fields as its contract lists them: validates, delivers to the
 * endpoint or the mail program, keeps a draft.
 */
export function ContactForm({ endpoint = endpoints.contact }: ContactFormProps) {
  const form = useForm({
    contract: contactForm,
    validators: contactValidators,
    endpoint,
    mailto: contactMailto,
    draftKey,
  });
  const { values, state, ownReceiver } = form;
  const summaryTitleId = useId();

  const field = (name: ContactField) => {
    const spec = contactForm.fields[name];
    const control = form.control(name);
    const fieldWords: { label: string; hint?: string } = words.fields[name];
    const length = charCount(values[name].trim());
    const max = spec.kind === 'textarea' ? spec.length.max : undefined;
    return (
      <Field
        key={name}
        id={control.id}
        name={name}
        label={fieldWords.label}
        hint={fieldWords.hint}
        optionalText={spec.required ? undefined : words.optional}
        error={form.visibleErrors[name]}
        filled={control['data-filled']}
        counter={
          max === undefined
            ? undefined
            : { text: words.messageCounter(length, max), over: length > max }
        }
        controlClassName={controlClasses[spec.kind]}
        className={spec.kind === 'textarea' ? styles.wide : undefined}
      >
        {(attributes) => {
          if (spec.kind === 'textarea') return <textarea {...attributes} rows={6} {...control} />;
          if (spec.kind !== 'select') {
            const inputMode = spec.kind === 'text' ? undefined : spec.kind;
            return (
              <input
                {...attributes}
                type={spec.kind}
                autoComplete={spec.autocomplete}
                inputMode={inputMode}
                {...control}
              />
            );
          }
          return (
            <select {...attributes} {...control}>
              {pageWords.choices(spec.options).map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          );
        }}
      </Field>
    );
  };

  return (
    <FormFrame form={form} words={words} tone="onLight">
      {/* After a refused submit, an alert listing the problems, each linked to its field. */}
      {state.status === 'invalid' && form.summary.length > 0 && (
        <div
          key={state.invalidSubmits}
          role="alert"
          aria-labelledby={summaryTitleId}
          className={styles.summary}
        >
          <p id={summaryTitleId} className={styles.summaryTitle}>
            {words.summaryTitle(form.summary.length)}
          </p>
          <ul className={styles.summaryList}>
            {form.summary.map(({ id, message }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className={styles.summaryLink}
                  onClick={(event) => focusField(event, id)}
                >
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.fields}>{fieldsOf(contactForm).map(field)}</div>
      <button
        type={form.submitType}
        className={`${button({ tone: 'accent', size: 'lg' })} ${styles.submit}${ownReceiver ? '' : ' js-only'}`}
        aria-disabled={form.sending || undefined}
      >
        {form.sending ? words.sending : words.submit}
      </button>
    </FormFrame>
  );
}
