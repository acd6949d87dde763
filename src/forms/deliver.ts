import type { FailureReason } from './copy';

/** What the receiver says about an accepted submission: the reference to quote, and for a sign-up whether it awaits confirmation. */
export type Receipt = { reference?: string; pending?: boolean };

/** Why a send failed; a refusal carries the receiver's own sentence, and for each field the message to show beside it. */
export type Failure = { reason: FailureReason; message?: string; fieldErrors?: Record<string, string> };

export type DeliveryResult = ({ ok: true } & Receipt) | ({ ok: false } & Failure);

type PostOptions = { timeoutMs: number; fetchImpl?: typeof fetch };

type Answer = { reference?: unknown; status?: unknown; error?: unknown; fieldErrors?: unknown };

/** The JSON answer, when there is one; form services may answer with anything. */
async function readAnswer(response: Response): Promise<Answer> {
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return {};
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Answer) : {};
  } catch {
    return {};
  }
}

const strings = (value: unknown): Record<string, string> | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
};

function receipt(answer: Answer): Receipt {
  return {
    ...(typeof answer.reference === 'string' && { reference: answer.reference }),
    ...(answer.status === 'pending' && { pending: true }),
  };
}

function failure(status: number, answer: Answer): Failure {
  const fieldErrors = strings(answer.fieldErrors);
  // A refusal (4xx) with a sentence of its own is shown as it is: the visitor can act on it.
  if (status >= 400 && status < 500 && typeof answer.error === 'string') {
    return { reason: 'refused', message: answer.error, ...(fieldErrors && { fieldErrors }) };
  }
  return { reason: 'http' };
}

/**
 * POSTs `payload` as JSON and reports how it went: 2xx is delivered (with the receipt the
 * answer carries); a refusal with its reasons, another status, a network failure or no
 * answer within `timeoutMs` (the request is aborted) are not.
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
    const answer = await readAnswer(response);
    return response.ok ? { ok: true, ...receipt(answer) } : { ok: false, ...failure(response.status, answer) };
  } catch {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
