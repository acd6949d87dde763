import { useReducer, useRef } from 'react';
import { postJson } from './deliver';
import { openMailto } from './openMailto';
import { initialSubmitState, submitReducer } from './submitMachine';

type Options = {
  /** Delivery URL; without one the message goes through the visitor's mail program. */
  endpoint: string | undefined;
  /** A send without an answer by then is aborted and reported as failed. */
  timeoutMs: number;
  /** Called after a successful send to the endpoint (clear the form and its draft). */
  onSent: () => void;
};

export type Submission = {
  valid: boolean;
  /** Filled honeypot: pretend success, send nothing. */
  isBot: boolean;
  payload: () => unknown;
  mailto: () => string;
};

/**
 * Runs a form's submit state machine: refuses invalid input, sends once at a time,
 * times out, and falls back to mailto without an endpoint. A send outlives its form on
 * purpose (a visitor may move to another page meanwhile); its timer ends with it.
 * @param options the endpoint, the timeout and what to do once the message is delivered
 * @example const { state, submit } = useSubmission({ endpoint: endpoints.contact, timeoutMs: formSendTimeoutMs, onSent: fields.reset });
 */
export function useSubmission({ endpoint, timeoutMs, onSent }: Options) {
  const [state, dispatch] = useReducer(submitReducer, initialSubmitState);
  // The reducer ignores a second submit, but the request must not even start twice.
  const inFlight = useRef(false);

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
    const result = await postJson(endpoint, payload(), { timeoutMs });
    inFlight.current = false;
    if (result.ok) {
      onSent();
      dispatch({ type: 'delivered', via: 'endpoint' });
    } else {
      dispatch({ type: 'failed', reason: result.reason });
    }
  }

  return { state, submit, noteEdit: () => dispatch({ type: 'edit' }) };
}
