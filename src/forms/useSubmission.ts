import { useReducer, useRef } from 'react';
import { formSendTimeoutMs } from '../constants';
import { postJson } from './deliver';
import { openMailto } from './openMailto';
import { initialSubmitState, submitReducer } from './submitMachine';

type Options = {
  /** Delivery URL; without one the message goes through the visitor's mail program. */
  endpoint: string | undefined;
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
 * times out after `formSendTimeoutMs`, and falls back to mailto without an endpoint.
 * @param options the endpoint and what to do once the message is delivered
 * @example const { state, submit } = useSubmission({ endpoint: endpoints.contact, onSent: fields.reset });
 */
export function useSubmission({ endpoint, onSent }: Options) {
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
    const result = await postJson(endpoint, payload(), { timeoutMs: formSendTimeoutMs });
    inFlight.current = false;
    if (result.ok) {
      onSent();
      dispatch({ type: 'delivered', via: 'endpoint' });
    } else {
      dispatch({ type: 'failed', reason: result.reason });
    }
  }

  return { state, submit, edited: () => dispatch({ type: 'edit' }) };
}
