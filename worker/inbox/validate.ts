// What the inbox API takes, checked against a valibot schema before a handler runs, and its
// refusals: a status and a sentence, `{ "error": "…" }`. The schemas' own messages are the
// sentences, so each route says exactly what was wrong.
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { InboxEnv } from '../access';

export const refuse = <S extends 400 | 404 | 409>(c: Context, status: S, error: string) =>
  c.json({ error }, status);

/** A request's `target` (its JSON body, query or path) as `schema` reads it, or a 400 saying why not. */
export const valid = <Target extends keyof ValidationTargets, Schema extends v.GenericSchema>(
  target: Target,
  schema: Schema,
) =>
  validator(target, (value, c) => {
    const result = v.safeParse(schema, value);
    return result.success ? result.output : refuse(c, 400, result.issues[0].message);
  }) as MiddlewareHandler<
    InboxEnv,
    string,
    {
      in: { [K in Target]: v.InferInput<Schema> };
      out: { [K in Target]: v.InferOutput<Schema> };
    }
  >;
