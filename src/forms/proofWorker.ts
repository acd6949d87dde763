// The proof of work, off the main thread: fetches a challenge from the site's own receiver
// (worker/proof.ts), searches for its answer and posts back the payload to send with the form
// (base64 of `{challenge, solution}`), or null when it could not.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

self.onmessage = async ({ data: url }: MessageEvent<string>) => {
  try {
    const response = await fetch(url, { credentials: 'omit' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    self.postMessage(solution && btoa(JSON.stringify({ challenge, solution })));
  } catch {
    self.postMessage(null);
  }
};
