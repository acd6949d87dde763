import type { FailureReason } from './words';

/** What the receiver says about an accepted submission: the reference to quote, and for a sign-up whether it awaits confirmation. */
export type Receipt = { reference?: string; pending?: boolean };

/** Why a send failed; a refusal carries the receiver's own sentence, and for each field the message to show beside it. */
export type Failure = {
  reason: FailureReason;
  message?: string;
  fieldErrors?: Record<string, string>;
};

type DeliveryResult = ({ ok: true } & Receipt) | ({ ok: false } & Failure);

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

function failure(status: number, { error, fieldErrors }: Answer): Failure {
  // A refusal (4xx) with a sentence of its own is shown as it is: the visitor can act on it.
  if (status < 400 || status >= 500 || typeof error !== 'string') return { reason: 'http' };
  const fields = Object.entries(
    typeof fieldErrors === 'object' && fieldErrors !== null ? fieldErrors : {},
  );
  const messages = fields.filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return {
    reason: 'refused',
    message: error,
    ...(messages.length > 0 && { fieldErrors: Object.fromEntries(messages) }),
  };
}

/**
 * POSTs `payload` as JSON and reports how it went: 2xx is delivered (with the receipt the
 * answer carries); a refusal with its reasons, another status, a network failure or no
 * answer within `timeoutMs` (the request is aborted) are not.
 */
export async function postJson(
  endpoint: string,
  payload: unknown,
  { timeoutMs, fetchImpl = fetch }: PostOptions,
): Promise<DeliveryResult> {
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
    if (!response.ok) return { ok: false, ...failure(response.status, answer) };
    const { reference, status } = answer;
    return {
      ok: true,
      ...(typeof reference === 'string' && { reference }),
      ...(status === 'pending' && { pending: true }),
    };
  } catch {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
