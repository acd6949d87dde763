// Cloudflare Turnstile, the operator's option against a flood that the proof of work does not stop
// (docs/OPERATING.md): off unless both its settings are there, and then every form post must carry
// a token the widget gave the visitor's browser, checked with Cloudflare before anything is stored.
// Off, nothing here runs and no request goes to Cloudflare.
import type { Env } from './env';

/** Cloudflare's check of a token (Turnstile's "Validate the token", the Siteverify API). */
export const siteverifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** The longest token Turnstile issues; anything longer is not one. */
const maxTokenLength = 2048;

export const turnstileOn = (env: Env) =>
  Boolean(env.TURNSTILE_SITE_KEY?.trim() && env.TURNSTILE_SECRET?.trim());

/**
 * Whether Cloudflare confirms the token, for the visitor at `remoteIp`. A missing token, a refusal
 * and a check that could not be made alike are no: the post is refused with what was typed kept,
 * and the visitor's browser earns a new token to send it again.
 */
export async function passesTurnstile(env: Env, token: string | undefined, remoteIp: string) {
  if (!token || token.length > maxTokenLength) return false;
  try {
    const response = await fetch(siteverifyUrl, {
      method: 'POST',
      body: new URLSearchParams({
        secret: env.TURNSTILE_SECRET ?? '',
        response: token,
        ...(remoteIp && { remoteip: remoteIp }),
      }),
    });
    const outcome: unknown = await response.json();
    return typeof outcome === 'object' && outcome !== null && 'success' in outcome
      ? outcome.success === true
      : false;
  } catch (error) {
    console.error('Turnstile check failed:', error instanceof Error ? error.message : error);
    return false;
  }
}
