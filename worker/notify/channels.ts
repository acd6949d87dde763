// Where the company is told about a lead: what it configured, from secrets and vars.
import { stripInvisible } from '../../src/forms/invisibleCharacters.mjs';
import type { Env } from '../env';
import { chatPayload } from './chat';
import type { Notice } from './notices';

export type Channel = 'webhook' | 'email';

/** The channels configured in this environment; none means leads are only stored. */
export function configuredChannels(env: Env): Channel[] {
  const channels: Channel[] = [];
  if (env.NOTIFY_WEBHOOK_URL) channels.push('webhook');
  if (emailConfigured(env)) channels.push('email');
  return channels;
}

export const emailConfigured = (env: Env) =>
  Boolean(env.EMAIL_API_URL && env.EMAIL_API_KEY && env.NOTIFY_EMAIL_FROM && env.NOTIFY_EMAIL_TO);

/** An answer outside 2xx, or no answer within this long, is a failed attempt. */
const sendTimeoutMs = 10_000;

/**
 * A refusal that retrying would only repeat: the channel answered 4xx, so the notice itself is
 * wrong (too long, a bad address), its key is wrong (401, 403) or the channel is gone (a deleted
 * webhook answers 404). Not 408 and 429, which ask to come back later. Once the cause is put right,
 * the inbox sends a given-up notice again.
 */
export class PermanentFailure extends Error {}

const retryable4xx = new Set([408, 429]);
/** How much of a refusal's body is kept to say why: enough for a channel's error message. */
const reasonLength = 200;

/** A refusal's body as one plain line: no control or text-direction characters, cut short. */
function reason(body: string) {
  const line = stripInvisible(body.replace(/\s+/g, ' ')).trim();
  return line.length > reasonLength ? `${line.slice(0, reasonLength)}…` : line;
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(sendTimeoutMs),
  });
  // Reading the body frees the connection; a refusal's says why.
  const answer = await response.text();
  if (response.ok) return;
  const { status } = response;
  if (status >= 400 && status < 500 && !retryable4xx.has(status)) {
    const why = reason(answer);
    throw new PermanentFailure(why ? `HTTP ${status}: ${why}` : `HTTP ${status}`);
  }
  throw new Error(`HTTP ${status}`);
}

/** Sends a notice through one channel; throws when it was not accepted. */
export async function send(env: Env, channel: Channel, notice: Notice): Promise<void> {
  if (channel === 'webhook') {
    if (!env.NOTIFY_WEBHOOK_URL) throw new Error('NOTIFY_WEBHOOK_URL is not set');
    await post(
      env.NOTIFY_WEBHOOK_URL,
      chatPayload(
        env.NOTIFY_WEBHOOK_URL,
        `${notice.subject}\n\n${notice.text}`,
        notice.data,
        notice.whole,
      ),
    );
    return;
  }
  if (!emailConfigured(env) || !env.EMAIL_API_URL) throw new Error('e-mail is not configured');
  await post(
    env.EMAIL_API_URL,
    {
      from: env.NOTIFY_EMAIL_FROM,
      to: [notice.to ?? env.NOTIFY_EMAIL_TO],
      subject: notice.subject,
      text: notice.text,
      ...(notice.replyTo && { reply_to: notice.replyTo }),
    },
    { Authorization: `Bearer ${env.EMAIL_API_KEY}` },
  );
}
