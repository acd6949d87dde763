import type { FailureReason } from '../content/forms';

export type DeliveryResult = { ok: true } | { ok: false; reason: FailureReason };

type PostOptions = { timeoutMs: number; fetchImpl?: typeof fetch };

/**
 * POSTs `payload` as JSON and reports how it went: 2xx is delivered; a status outside
 * 2xx, a network failure or no answer within `timeoutMs` (the request is aborted) are not.
 */
export async function postJson(endpoint: string, payload: unknown, { timeoutMs, fetchImpl = fetch }: PostOptions): Promise<DeliveryResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit',
      signal: controller.signal,
    });
    return response.ok ? { ok: true } : { ok: false, reason: 'http' };
  } catch {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
