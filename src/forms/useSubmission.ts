import { useReducer, useRef } from 'react';
import { postJson } from './deliver';
import { isOwnReceiver } from './endpoints';
import { openMailto } from './openMailto';
import { initialSubmitState, submitReducer } from './submitMachine';
import { readVisitSource } from './visitSource';

type Options = {
  /** Delivery URL; without one the message goes through the visitor's mail program. */
  endpoint: string | undefined;
  /** A send without an answer by then is aborted and reported as failed. */
  timeoutMs: number;
  /** Called after a successful send to the endpoint (clear the form and its draft). */
  onSent: () => void;
  /** Called when the receiver refused fields, with the message for each (shown beside it). */
  onFieldErrors?: (errors: Record<string, string>) => void;
};

export type Submission = {
  valid: boolean;
  /** Filled honeypot: pretend success, send nothing. */
  isBot: boolean;
  payload: () => Record<string, unknown>;
  mailto: () => string;
};

const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * Runs a form's submit state machine: refuses invalid input, sends once at a time,
 * times out, and falls back to mailto without an endpoint. The site's own receiver also
 * gets an idempotency key, the same for every retry of one message (a retry after a
 * time-out is stored once), the time the page has been open (bots are quicker) and where
 * the visit came from (visitSource.ts), which goes to no one else.
 * A send outlives its form on purpose (a visitor may move to another page meanwhile).
 * @param options the endpoint, the timeout and what to do once the message is delivered
 * @example const { state, submit } = useSubmission({ endpoint: endpoints.contact, timeoutMs: formSendTimeoutMs, onSent: fields.reset });
 */
export function useSubmission({ endpoint, timeoutMs, onSent, onFieldErrors }: Options) {
  const [state, dispatch] = useReducer(submitReducer, initialSubmitState);
  // The reducer ignores a second submit, but the request must not even start twice.
  const inFlight = useRef(false);
  const key = useRef<string | null>(null);

  async function submit({ valid, isBot, payload, mailto }: Submission) {
    if (inFlight.current) return;
    dispatch({ type: 'submit', valid });
    if (!valid) return;
    if (isBot) {
      dispatch({ type: 'delivered', via: endpoint ? 'endpoint' : 'mailto' });
      return;
    }
    if (!endpoint) {
      openMailto(mailto());
      dispatch({ type: 'delivered', via: 'mailto' });
      return;
    }
    inFlight.current = true;
    key.current ??= newKey();
    const body = isOwnReceiver(endpoint)
      ? { ...payload(), ...readVisitSource(), idempotencyKey: key.current, fillMs: Math.round(performance.now()) }
      : payload();
    const result = await postJson(endpoint, body, { timeoutMs });
    inFlight.current = false;
    if (result.ok) {
      key.current = null;
      onSent();
      const { ok: _ok, ...receipt } = result;
      dispatch({ type: 'delivered', via: 'endpoint', ...receipt });
    } else {
      const { ok: _ok, ...failure } = result;
      if (failure.fieldErrors) onFieldErrors?.(failure.fieldErrors);
      dispatch({ type: 'failed', ...failure });
    }
  }

  return {
    state,
    submit,
    /** What was typed changed: the next submit is a new message, with a new key. */
    noteEdit() {
      key.current = null;
      dispatch({ type: 'edit' });
    },
  };
}
