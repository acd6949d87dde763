// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  initialSubmitState,
  submitReducer,
  type SubmitEvent,
  type SubmitState,
} from '../../src/forms/useForm';

const run = (events: SubmitEvent[], from: SubmitState = initialSubmitState) =>
  events.reduce(submitReducer, from);

describe('submitReducer', () => {
  it('goes idle → sending → sent on a valid submit that is delivered', () => {
    expect(run([{ type: 'submit', valid: true }])).toEqual({ status: 'sending' });
    expect(
      run([
        { type: 'submit', valid: true },
        { type: 'delivered', via: 'endpoint' },
      ]),
    ).toEqual({ status: 'sent', via: 'endpoint' });
  });

  it('refuses an invalid submit and counts repeated invalid submits so the summary is announced again', () => {
    expect(run([{ type: 'submit', valid: false }])).toEqual({
      status: 'invalid',
      invalidSubmits: 1,
    });
    expect(
      run([
        { type: 'submit', valid: false },
        { type: 'submit', valid: false },
      ]),
    ).toEqual({ status: 'invalid', invalidSubmits: 2 });
  });

  it('ignores a second submit while sending', () => {
    const sending = run([{ type: 'submit', valid: true }]);
    expect(submitReducer(sending, { type: 'submit', valid: true })).toBe(sending);
    expect(submitReducer(sending, { type: 'submit', valid: false })).toBe(sending);
  });

  it('fails with the reason and can be retried from there', () => {
    const failed = run([
      { type: 'submit', valid: true },
      { type: 'failed', reason: 'timeout' },
    ]);
    expect(failed).toEqual({ status: 'failed', reason: 'timeout' });
    expect(submitReducer(failed, { type: 'submit', valid: true })).toEqual({ status: 'sending' });
  });

  it('ignores outcomes that arrive when nothing is in flight', () => {
    expect(run([{ type: 'delivered', via: 'mailto' }])).toBe(initialSubmitState);
    expect(run([{ type: 'failed', reason: 'http' }])).toBe(initialSubmitState);
  });

  it('returns to idle when the visitor starts a new message after a success, and only then', () => {
    expect(run([{ type: 'edit' }], { status: 'sent', via: 'endpoint' })).toEqual({
      status: 'idle',
    });
    const failed: SubmitState = { status: 'failed', reason: 'network' };
    expect(submitReducer(failed, { type: 'edit' })).toBe(failed);
  });
});
