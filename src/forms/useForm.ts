import { useId, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { siteLocale } from '../content/locale';
import { useHydrated } from '../hooks/useHydrated';
import { postJson, type Failure, type Receipt } from './deliver';
import { isOwnReceiver } from './endpoints';
import {
  emptyValues,
  fieldsOf,
  honeypotField,
  localeField,
  sentValues,
  type FieldOf,
  type FormContract,
  type ValuesOf,
} from './formData';
import { openMailto } from './openMailto';
import { earnProof, proofWaitMs, type ProofRun } from './proof';
import { useFormFields } from './useFormFields';
import type { Validators } from './validation';
import { readVisitSource } from './visitSource';

/** A form send is aborted, and reported as failed, after this long without an answer. */
export const formSendTimeoutMs = 15_000;

export type DeliveryChannel = 'endpoint' | 'mailto';

/** Where a form is in sending. `attempt` grows with each refused submit so the error summary is announced again. */
export type SubmitState =
  | { status: 'idle' }
  | { status: 'invalid'; attempt: number }
  | { status: 'sending' }
  | ({ status: 'sent'; via: DeliveryChannel } & Receipt)
  | ({ status: 'failed' } & Failure);

export type SubmitEvent =
  | { type: 'submit'; valid: boolean }
  | ({ type: 'delivered'; via: DeliveryChannel } & Receipt)
  | ({ type: 'failed' } & Failure)
  | { type: 'edit' };

export const initialSubmitState: SubmitState = { status: 'idle' };

export function submitReducer(state: SubmitState, event: SubmitEvent): SubmitState {
  switch (event.type) {
    case 'submit':
      if (state.status === 'sending') return state; // no double submit
      if (!event.valid)
        return { status: 'invalid', attempt: state.status === 'invalid' ? state.attempt + 1 : 1 };
      return { status: 'sending' };
    case 'delivered': {
      const { type: _delivered, ...outcome } = event;
      return state.status === 'sending' ? { status: 'sent', ...outcome } : state;
    }
    case 'failed': {
      const { type: _failed, ...failure } = event;
      return state.status === 'sending' ? { status: 'failed', ...failure } : state;
    }
    case 'edit':
      // Typing after a success starts a new message; other states keep their message until the next
      // submit.
      return state.status === 'sent' ? initialSubmitState : state;
  }
}

type Options<T extends FormContract> = {
  /** The form's contract (contract.mjs): its fields, their kinds and the JSON it sends. */
  contract: T;
  validators: Validators<FieldOf<T>>;
  /** Where it delivers; without one the message goes through the visitor's mail program. */
  endpoint: string | null | undefined;
  /** The message as a mailto: URL, for the mail program. */
  mailto: (values: ValuesOf<T>) => string;
  /** Keeps what was typed in sessionStorage under this key; omit for no draft. */
  draftKey?: string;
};

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Every form's controller: a filled honeypot pretends success and sends nothing; one send at a
 * time, with a time-out. The site's own receiver also gets an idempotency key, the same for every
 * retry of one message (a retry after a time-out is stored once), the time the page has been open
 * (bots are quicker) and where the visit came from, which goes to no one else. A send outlives
 * its form on purpose: the visitor may move to another page meanwhile.
 * @example const form = useForm({ contract: newsletterForm, validators: newsletterValidators,
 * endpoint, mailto });
 */
export function useForm<T extends FormContract>({
  contract,
  validators,
  endpoint,
  mailto,
  draftKey,
}: Options<T>) {
  const id = useId();
  const fieldId = (field: FieldOf<T>) => `${id}${field}`;
  const formRef = useRef<HTMLFormElement>(null);
  const empty = useMemo(() => emptyValues(contract), [contract]);
  // A restored choice the form does not offer is left out.
  const acceptDraft = useMemo(
    () => (field: FieldOf<T>, value: string) =>
      contract.fields[field]?.options?.includes(value) ?? true,
    [contract],
  );
  const fields = useFormFields({ validators, empty, draftKey, acceptDraft, form: formRef });
  const { values } = fields;
  const [state, dispatch] = useReducer(submitReducer, initialSubmitState);
  const sending = state.status === 'sending';
  // The reducer ignores a second submit, but the request must not even start twice.
  const inFlight = useRef(false);
  const key = useRef<string | null>(null);
  // Started when the visitor starts typing, spent by one send.
  const proof = useRef<ProofRun | null>(null);
  // Taken at submit and left alone until the next one: a role=alert region re-announces
  // all of itself on any change, which would interrupt the visitor at every keystroke.
  const [summary, setSummary] = useState<{ id: string; message: string }[]>([]);
  const hydrated = useHydrated();
  const native = isOwnReceiver(endpoint);

  const submit = async () => {
    if (sending) return;
    fields.touchAll();
    setSummary(
      fieldsOf(contract).flatMap((field) =>
        fields.errors[field] ? [{ id: fieldId(field), message: fields.errors[field] }] : [],
      ),
    );
    if (fields.firstInvalid) document.getElementById(fieldId(fields.firstInvalid))?.focus();
    if (inFlight.current) return;
    dispatch({ type: 'submit', valid: fields.isValid });
    if (!fields.isValid) return;
    // A bot filled the trap field: it is told the message went, and nothing is sent.
    const trap = formRef.current?.elements.namedItem(honeypotField);
    if (trap instanceof HTMLInputElement && trap.value !== '') {
      dispatch({ type: 'delivered', via: endpoint ? 'endpoint' : 'mailto' });
      return;
    }
    if (!endpoint) {
      openMailto(mailto(values));
      dispatch({ type: 'delivered', via: 'mailto' });
      return;
    }
    inFlight.current = true;
    key.current ??= newKey();
    // The page's language goes with every post: the receiver answers in it.
    const payload = { ...sentValues(contract, values), [localeField]: siteLocale };
    const earned = native ? await proof.current?.within(proofWaitMs) : undefined;
    // A send spends its proof; a retry of it earns the next one meanwhile.
    proof.current = null;
    const extras = native
      ? {
          ...readVisitSource(),
          idempotencyKey: key.current,
          fillMs: Math.round(performance.now()),
          ...(earned && { proof: earned }),
        }
      : {};
    const result = await postJson(
      endpoint,
      { ...payload, ...extras },
      { timeoutMs: formSendTimeoutMs },
    );
    inFlight.current = false;
    if (result.ok) {
      key.current = null;
      fields.clearSent(values);
      const { ok: _ok, ...receipt } = result;
      dispatch({ type: 'delivered', via: 'endpoint', ...receipt });
    } else {
      const { ok: _ok, ...failure } = result;
      if (native) proof.current = earnProof();
      if (failure.fieldErrors) fields.refuse(failure.fieldErrors);
      dispatch({ type: 'failed', ...failure });
    }
  };

  return {
    formRef,
    values,
    visibleErrors: fields.visibleErrors,
    state,
    sending,
    summary,
    send: () => void submit(),
    /** The site's own receiver takes a plain form post too (JavaScript off, or before the app is live). */
    native,
    action: native ? endpoint : undefined,
    /** A form the browser cannot post must not post the page to its own address before the app is live. */
    submitType: native || hydrated ? ('submit' as const) : ('button' as const),
    /** The failed message as a mailto: URL, for sending it by e-mail instead. */
    mailtoHref: state.status === 'failed' ? mailto(values) : '',
    onSubmit(event: FormEvent) {
      event.preventDefault();
      void submit();
    },
    /** A field's control: id, name, value, and the handlers that keep the form's state. */
    control: (field: FieldOf<T>) => ({
      id: fieldId(field),
      name: field,
      value: values[field],
      'data-filled': values[field] !== empty[field],
      required: contract.fields[field]?.required ?? false,
      onChange(event: { target: { value: string } }) {
        fields.change(field, event.target.value);
        if (native) proof.current ??= earnProof();
        // What was typed changed: the next submit is a new message, with a new key.
        key.current = null;
        dispatch({ type: 'edit' });
      },
      onBlur: () => fields.blur(field),
    }),
  };
}
