// The proof of work, off the main thread: searches for the answer to the challenge it is given
// (worker/proof.ts) and posts back the payload to send with the form (base64 of
// `{challenge, solution}`), or null when it could not. It fetches nothing: the assets' policy
// allows a script there no connection.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

self.onmessage = async ({ data: challenge }: MessageEvent<Challenge>) => {
  try {
    const solution = await solveChallenge({ challenge, deriveKey });
    self.postMessage(solution && btoa(JSON.stringify({ challenge, solution })));
  } catch {
    self.postMessage(null);
  }
};
