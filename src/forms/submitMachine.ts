import type { Failure, Receipt } from './deliver';

export type DeliveryChannel = 'endpoint' | 'mailto';

/**
 * Where a form is in sending: nothing yet, refused by validation, in flight, delivered
 * (to the endpoint, with its receipt, or handed to the mail program) or failed, with why.
 * `attempt` grows with each refused submit so the error summary is announced again.
 */
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
      if (!event.valid) return { status: 'invalid', attempt: state.status === 'invalid' ? state.attempt + 1 : 1 };
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
      // Typing after a success starts a new message; other states keep their message until the next submit.
      return state.status === 'sent' ? initialSubmitState : state;
  }
}
