// The inbox API's refusals: a status and a sentence, `{ "error": "…" }`.
import type { Context } from 'hono';
import type { InboxEnv } from '../access';

export const refuse = (c: Context<InboxEnv>, status: 400 | 404 | 409, error: string) =>
  c.json({ error }, status);

/** The request's JSON object, or undefined when the body is not one. */
export async function jsonObject(
  c: Context<InboxEnv>,
): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
