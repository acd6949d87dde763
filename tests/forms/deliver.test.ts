// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postJson } from '../../src/forms/deliver';
import { formSendTimeoutMs, initialSubmitState, submitReducer } from '../../src/forms/useForm';

/** A fetch that never answers but rejects like the real one when its signal aborts. */
const hangingFetch = vi.fn(
  (_url: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('Aborted', 'AbortError')),
      );
    }),
);

describe('postJson', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('POSTs the payload as JSON, asks for JSON back and reports 2xx as delivered', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 201 }));
    await expect(
      postJson('https://forms.example/f', { name: '<b>x</b>' }, { timeoutMs: 1000, fetchImpl }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://forms.example/f');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    expect(init.body).toBe('{"name":"<b>x</b>"}');
  });

  it('reports a status outside 2xx and a network error as failures', async () => {
    const status500 = vi.fn(async () => new Response('', { status: 500 }));
    await expect(
      postJson('https://f.example', {}, { timeoutMs: 1000, fetchImpl: status500 }),
    ).resolves.toEqual({ ok: false, reason: 'http' });
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      postJson('https://f.example', {}, { timeoutMs: 1000, fetchImpl: offline }),
    ).resolves.toEqual({ ok: false, reason: 'network' });
  });

  it('aborts after the timeout and the machine then shows the send as failed', async () => {
    let state = submitReducer(initialSubmitState, { type: 'submit', valid: true });
    const result = postJson(
      'https://f.example',
      {},
      { timeoutMs: formSendTimeoutMs, fetchImpl: hangingFetch },
    );
    let settled = false;
    void result.then(() => (settled = true));

    await vi.advanceTimersByTimeAsync(formSendTimeoutMs - 1);
    expect(settled).toBe(false);
    expect(state).toEqual({ status: 'sending' });

    await vi.advanceTimersByTimeAsync(1);
    const outcome = await result;
    expect(outcome).toEqual({ ok: false, reason: 'timeout' });
    if (!outcome.ok) state = submitReducer(state, { type: 'failed', reason: outcome.reason });
    expect(state).toEqual({ status: 'failed', reason: 'timeout' });
  });

  it('clears its timer once answered', async () => {
    const fetchImpl = vi.fn(async () => new Response('', { status: 200 }));
    await postJson('https://f.example', {}, { timeoutMs: formSendTimeoutMs, fetchImpl });
    expect(vi.getTimerCount()).toBe(0);
  });
});
