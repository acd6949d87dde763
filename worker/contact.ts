// POST /api/contact: the contact form's messages, stored in D1, then notified.
import { budgetOptions, contactFormCopy, type ContactField } from '../src/content/forms';
import { budgetLabel } from '../src/forms/mailto';
import { contactValidators, type ContactValues } from '../src/forms/validation';
import type { Env, ExecutionContext } from './env';
import { newReference } from './ids';
import { configuredChannels } from './notify/channels';
import { enqueue, pendingFor } from './outbox';
import { apiPaths } from './paths';
import { refusalPage } from './refusalPage';
import { receive, type Answer, type FormSpec } from './submission';

/** The budget as the form's option value; the script sends the option's label, a native post its value. */
const budgetValue = (posted: string) => budgetOptions.find((option) => option.label === posted || option.value === posted)?.value ?? posted;

/** A stored message's answer: its reference, and whether it was stored before. */
const stored = (reference: string, duplicate: boolean): Answer => ({ status: duplicate ? 200 : 201, body: { reference, status: 'stored', duplicate } });

const fieldKinds = { name: 'text', email: 'email', phone: 'tel', budget: 'select', message: 'textarea' } as const;

export const contactSpec: FormSpec<ContactField> = {
  validators: contactValidators,
  values: (fields) => ({
    name: fields.name ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    budget: budgetValue(fields.budget ?? budgetOptions[0].value),
    message: fields.message ?? '',
  }),
  invalidMessage: contactFormCopy.summaryTitle,

  async replay(env, keys) {
    const marks = keys.map((_, index) => `?${index + 1}`).join(', ');
    const row = await env.DB.prepare(`SELECT reference FROM enquiries WHERE idempotency_key IN (${marks})`)
      .bind(...keys)
      .first<{ reference: string }>();
    return row && stored(row.reference, true);
  },

  async store(env, values: ContactValues, key, origin, now) {
    const db = env.DB;
    const insert = db
      .prepare(
        `INSERT INTO enquiries (reference, idempotency_key, name, email, phone, budget, message, received_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, reference`,
      )
      .bind(newReference(), key, values.name.trim(), values.email.trim(), values.phone.trim(), budgetLabel(values.budget), values.message.trim(), now);
    const notify = configuredChannels(env).map((channel) =>
      enqueue(db, 'enquiry', channel, origin, 'SELECT id FROM enquiries WHERE idempotency_key = ?5', [key], now),
    );
    const [inserted] = await db.batch<{ id: number; reference: string }>([insert, ...notify]);
    const row = inserted?.results[0];
    if (!row) {
      // The same submission arrived twice at once and the other copy was stored first.
      const earlier = (await contactSpec.replay?.(env, [key])) as Answer;
      return { answer: earlier, outbox: [] };
    }
    return { answer: stored(row.reference, false), outbox: await pendingFor(db, ['enquiry'], row.id) };
  },

  decoy: () => stored(newReference(), false),

  refusalPage: (refusal, values) =>
    refusalPage(
      refusal,
      values && {
        action: apiPaths.contact,
        submit: contactFormCopy.submit,
        fields: (Object.keys(fieldKinds) as ContactField[]).map((name) => ({
          name,
          label: contactFormCopy.fields[name].label,
          value: values[name],
          kind: fieldKinds[name],
          options: name === 'budget' ? budgetOptions : undefined,
        })),
      },
    ),
};

export const handleContact = (request: Request, env: Env, ctx: ExecutionContext, now?: number) => receive(contactSpec, request, env, ctx, now);
