// The proof of work the site's script earns for its own receiver while the visitor types
// (./proofWorker.ts, in a Web Worker, loaded only then). A post without one still arrives, in the
// receiver's lane for posts without proof.
import { apiPaths } from '../addresses.mjs';
import { nextPaint } from '../hooks/afterNextPaint';

/** At send, a proof not found by then is not waited for: the message goes without it. */
export const proofWaitMs = 5_000;

export type ProofRun = {
  /** The payload to send as `proof`, or undefined when none came within `ms`. */
  within: (ms: number) => Promise<string | undefined>;
};

/**
 * The challenge from the site's receiver, solved in a Web Worker: the payload, or undefined. The
 * request and the worker's start each wait for a frame to be painted, so neither runs in a
 * keystroke's own task: asked for in the first key's handler, the challenge made that key the
 * slowest of a name typed on a throttled phone (40 ms or more in 6 of 15 runs, against 1 of 15
 * deferred; bench/interactions.mjs's typing, 4x CPU).
 */
async function solved(): Promise<string | undefined> {
  await nextPaint();
  const response = await fetch(apiPaths.proof, { credentials: 'omit' });
  if (!response.ok) return undefined;
  const challenge: unknown = await response.json();
  await nextPaint();
  const worker = new Worker(new URL('./proofWorker.ts', import.meta.url), { type: 'module' });
  return new Promise((resolve) => {
    const finish = (payload: unknown) => {
      resolve(typeof payload === 'string' ? payload : undefined);
      worker.terminate();
    };
    worker.onmessage = ({ data }: MessageEvent<unknown>) => finish(data);
    worker.onerror = () => finish(undefined);
    worker.postMessage(challenge);
  });
}

/** Starts the search for a proof; where Web Workers are missing, or it fails, there is none. */
export function earnProof(): ProofRun {
  if (typeof Worker === 'undefined') return { within: async () => undefined };
  const found = solved().catch(() => undefined);
  return {
    within: (ms) =>
      Promise.race([
        found,
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
      ]),
  };
}
