// Where the company is told about a lead: what it configured, from secrets and vars.
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

export const emailConfigured = (env: Env) => Boolean(env.EMAIL_API_URL && env.EMAIL_API_KEY && env.NOTIFY_EMAIL_FROM && env.NOTIFY_EMAIL_TO);

/** An answer outside 2xx, or no answer within this long, is a failed attempt. */
const sendTimeoutMs = 10_000;

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(sendTimeoutMs),
  });
  // The body is not needed; reading it frees the connection.
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

/** Sends a notice through one channel; throws when it was not accepted. */
export async function send(env: Env, channel: Channel, notice: Notice): Promise<void> {
  if (channel === 'webhook') {
    if (!env.NOTIFY_WEBHOOK_URL) throw new Error('NOTIFY_WEBHOOK_URL is not set');
    await post(env.NOTIFY_WEBHOOK_URL, chatPayload(env.NOTIFY_WEBHOOK_URL, `${notice.subject}\n\n${notice.text}`, notice.data));
    return;
  }
  if (!emailConfigured(env) || !env.EMAIL_API_URL) throw new Error('e-mail is not configured');
  await post(
    env.EMAIL_API_URL,
    { from: env.NOTIFY_EMAIL_FROM, to: [notice.to ?? env.NOTIFY_EMAIL_TO], subject: notice.subject, text: notice.text, ...(notice.replyTo && { reply_to: notice.replyTo }) },
    { Authorization: `Bearer ${env.EMAIL_API_KEY}` },
  );
}
