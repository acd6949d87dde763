import { afterEach, describe, expect, it, vi } from 'vitest';
import { earnProof, proofWaitMs } from '../../src/forms/proof';

/** A Web Worker that answers only when the test says, and records what it was asked. */
class FakeWorker {
  static last: FakeWorker | undefined;
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onerror: (() => void) | null = null;
  asked: unknown[] = [];
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(data: unknown) {
    this.asked.push(data);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.({ data } as MessageEvent<unknown>);
  }
}

describe('earnProof', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeWorker.last = undefined;
  });

  const challenge = { parameters: { nonce: 'ab' }, signature: 'cd' };
  const site = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/proof' ? Response.json(challenge) : new Response(null, { status: 404 }),
      ),
    );
  const workerStarted = () => vi.waitFor(() => expect(FakeWorker.last).toBeDefined());

  it("hands the site's challenge to a Web Worker and gives the payload it finds", async () => {
    site();
    vi.stubGlobal('Worker', FakeWorker);
    const run = earnProof();
    await workerStarted();
    expect(FakeWorker.last?.asked).toEqual([challenge]);
    FakeWorker.last?.answer('cGF5bG9hZA==');
    await expect(run.within(proofWaitMs)).resolves.toBe('cGF5bG9hZA==');
    expect(FakeWorker.last?.terminated).toBe(true);
  });

  it('asks for the challenge once the next frame is painted, never in the key that starts it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    site();
    vi.stubGlobal('Worker', FakeWorker);
    earnProof();
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(fetch).not.toHaveBeenCalled(); // the frame is painted after its callbacks
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledWith('/api/proof', { credentials: 'omit' });
    expect(FakeWorker.last).toBeUndefined();
    await vi.advanceTimersByTimeAsync(20);
    expect(FakeWorker.last?.asked).toEqual([challenge]);
  });

  it('sends without a proof once the wait is over, and takes a late one no more', async () => {
    vi.useFakeTimers();
    site();
    vi.stubGlobal('Worker', FakeWorker);
    const waiting = earnProof().within(proofWaitMs);
    await vi.advanceTimersByTimeAsync(proofWaitMs - 1);
    let settled: string | undefined | null = null;
    void waiting.then((value) => (settled = value));
    await Promise.resolve();
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toBeUndefined();
  });

  it('gives none when the worker fails, the site issues no challenge or there are no Web Workers', async () => {
    site();
    vi.stubGlobal('Worker', FakeWorker);
    const run = earnProof();
    await workerStarted();
    FakeWorker.last?.onerror?.();
    await expect(run.within(proofWaitMs)).resolves.toBeUndefined();
    vi.stubGlobal('fetch', async () => new Response(null, { status: 503 }));
    await expect(run.within(proofWaitMs)).resolves.toBeUndefined();
    vi.stubGlobal('Worker', undefined);
    await expect(earnProof().within(proofWaitMs)).resolves.toBeUndefined();
  });
});
