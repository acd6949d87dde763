// The checks every form post passes before its content is looked at: same origin, a
// form's content type, a bounded body. Then the body as plain string fields.
import type { FormWords } from '../src/forms/words';
import type { Refusal } from './http';

/** Far above the longest valid message (10,000 characters of up to 4 bytes, plus the other fields). */
const maxBodyBytes = 64 * 1024;

export type BodyFormat = 'json' | 'form';
export type Parsed = { format: BodyFormat; fields: Record<string, string> };

/** Why a request's body is not looked at, with the status it is refused with. */
const problemStatus = {
  crossOrigin: 403,
  contentType: 415,
  tooLarge: 413,
  malformed: 400,
} as const;
export type RequestProblem = { problem: keyof typeof problemStatus };

/** The refusal of a request's problem, in the words of the visitor's language. */
export function problemRefusal(
  { problem }: RequestProblem,
  messages: FormWords['receiverMessages'],
  limit = maxBodyBytes,
): Refusal {
  return {
    status: problemStatus[problem],
    message: problem === 'tooLarge' ? messages.tooLarge(limit / 1024) : messages[problem],
  };
}

/** Browsers name the page's origin on every POST; a form on another site must not post here. */
function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin !== null) return origin === new URL(request.url).origin;
  const site = request.headers.get('Sec-Fetch-Site');
  return site === null || site === 'same-origin' || site === 'none';
}

/** The format the body says it is in, or undefined for anything else. */
export function bodyFormat(request: Request): BodyFormat | undefined {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}

/** The body as text, or undefined once it grows past `limit` bytes (whatever Content-Length claimed). */
async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  if (Number(request.headers.get('Content-Length') ?? 0) > limit) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Only string values are kept (numbers too, as text); anything else in the body is ignored. */
function stringFields(entries: Iterable<[string, unknown]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value === 'string') fields[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) fields[key] = String(value);
  }
  return fields;
}

/** A form post's fields, or the problem that keeps it from being accepted. */
export async function readFormPost(
  request: Request,
  limit = maxBodyBytes,
): Promise<Parsed | RequestProblem> {
  if (!isSameOrigin(request)) return { problem: 'crossOrigin' };
  const format = bodyFormat(request);
  if (!format) return { problem: 'contentType' };
  const text = await readLimited(request, limit);
  if (text === undefined) return { problem: 'tooLarge' };
  if (format === 'form') return { format, fields: stringFields(new URLSearchParams(text)) };
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return { problem: 'malformed' };
    return { format, fields: stringFields(Object.entries(body)) };
  } catch {
    return { problem: 'malformed' };
  }
}

export const isProblem = (value: Parsed | RequestProblem): value is RequestProblem =>
  'problem' in value;
