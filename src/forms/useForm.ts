import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { siteLocale } from '../content/locale';
import { useHydrated } from '../hooks/useHydrated';
import { isOwnReceiver } from './endpoints';
import { emptyValues, honeypotField, localeField, sentValues, type FieldOf, type FormContract, type ValuesOf } from './formData';
import { formSendTimeoutMs } from './limits';
import { useFormFields } from './useFormFields';
import { useSubmission } from './useSubmission';
import type { Validators } from './validation';

type Options<T extends FormContract> = {
  /** The form's contract (contract.mjs): its fields, their kinds and the JSON it sends. */
  contract: T;
  validators: Validators<FieldOf<T>>;
  /** Where it delivers; without one the message goes through the visitor's mail program. */
  endpoint: string | undefined;
  /** The message as a mailto: URL, for the mail program. */
  mailto: (values: ValuesOf<T>) => string;
  /** Keeps what was typed in sessionStorage under this key; omit for no draft. */
  draftKey?: string;
};

/** True when the form's trap field holds anything. */
function honeypotFilled(form: HTMLFormElement): boolean {
  const trap = form.elements.namedItem(honeypotField);
  return trap instanceof HTMLInputElement && trap.value !== '';
}

/**
 * One form's controller, for every form of the site: values, errors and draft, the ids
 * of its fields, and the submit (focus on the first invalid field, the honeypot, delivery to
 * the endpoint or the mail program).
 * @param options the contract, validators, endpoint, mailto and draft key
 * @example const form = useForm({ contract: newsletterForm, validators: newsletterValidators, endpoint, mailto });
 */
export function useForm<T extends FormContract>({ contract, validators, endpoint, mailto, draftKey }: Options<T>) {
  const id = useId();
  const fieldId = (field: FieldOf<T>) => `${id}${field}`;
  const formRef = useRef<HTMLFormElement>(null);
  const empty = useMemo(() => emptyValues(contract), [contract]);
  // A restored choice the form does not offer is left out.
  const acceptDraft = useMemo(
    () => (field: FieldOf<T>, value: string) => contract.fields[field]?.options?.includes(value) ?? true,
    [contract],
  );
  const fields = useFormFields({ validators, empty, draftKey, acceptDraft, form: formRef });
  const { state, submit, noteEdit } = useSubmission({ endpoint, timeoutMs: formSendTimeoutMs, onSent: fields.reset, onFieldErrors: fields.refuse });
  const { values } = fields;
  const sending = state.status === 'sending';
  // Taken at submit and left alone until the next one: a role=alert region re-announces
  // all of itself on any change, which would interrupt the visitor at every keystroke.
  const [summary, setSummary] = useState<{ id: string; message: string }[]>([]);
  const hydrated = useHydrated();
  const native = isOwnReceiver(endpoint);

  const send = () => {
    if (sending) return;
    fields.touchAll();
    const order = Object.keys(contract.fields) as FieldOf<T>[];
    setSummary(order.flatMap((field) => (fields.errors[field] ? [{ id: fieldId(field), message: fields.errors[field] }] : [])));
    if (fields.firstInvalid) document.getElementById(fieldId(fields.firstInvalid))?.focus();
    void submit({
      valid: fields.isValid,
      isBot: formRef.current ? honeypotFilled(formRef.current) : false,
      // The page's language goes with every post: the receiver answers in it.
      payload: () => ({ ...sentValues(contract, values), [localeField]: siteLocale }),
      mailto: () => mailto(values),
    });
  };

  return {
    formRef,
    fieldId,
    values,
    visibleErrors: fields.visibleErrors,
    state,
    sending,
    summary,
    send,
    /** The site's own receiver takes a plain form post too (JavaScript off, or before the app is live). */
    native,
    /**
     * The submit button's type: a form the browser cannot post sends nothing before the app
     * is live, rather than posting to the page's own address and losing what was typed.
     */
    submitType: native || hydrated ? ('submit' as const) : ('button' as const),
    /** The failed message as a mailto: URL, for sending it by e-mail instead. */
    mailtoHref: state.status === 'failed' ? mailto(values) : '',
    onSubmit(event: FormEvent) {
      event.preventDefault();
      send();
    },
    /** A field's control: id, name, value, and the handlers that keep the form's state. */
    control: (field: FieldOf<T>) => ({
      id: fieldId(field),
      name: field,
      value: values[field],
      required: contract.fields[field]?.required ?? false,
      onChange(event: { target: { value: string } }) {
        fields.change(field, event.target.value);
        noteEdit();
      },
      onBlur: () => fields.blur(field),
    }),
  };
}
