// POST /api/contact: the contact form's messages, stored in D1, then notified.
import { apiPaths } from '../src/addresses.mjs';
import { contactForm, fieldsOf, type ContactField, type FieldSpec } from '../src/forms/formData';
import type { Env, ExecutionContext } from './env';
import { newReference } from './ids';
import { defaultLanguage } from './language';
import { enquiryKinds, pendingFor, queueEnquiryNotices } from './outbox';
import { refusalPage } from './refusalPage';
import { receive, type Answer, type FormSpec } from './submission';

/** A stored message's answer: its reference, and whether it was stored before. */
const stored = (reference: string, duplicate: boolean): Answer => ({ status: duplicate ? 200 : 201, body: { reference, status: 'stored', duplicate } });

// The enquiry's columns are the contract's fields, after its reference and key and before the language and time.
const columns = fieldsOf(contactForm);
const columnMarks = columns.map((_, index) => `?${index + 3}`).join(', ');

export const contactSpec: FormSpec<ContactField> = {
  validators: (language) => language.validators.contact,
  values: (fields, language) => language.words.postedValues(contactForm, fields),
  invalidMessage: (count, language) => language.copy.contactFormCopy.summaryTitle(count),

  async replay(env, keys) {
    const marks = keys.map((_, index) => `?${index + 1}`).join(', ');
    const row = await env.DB.prepare(`SELECT reference FROM enquiries WHERE idempotency_key IN (${marks})`)
      .bind(...keys)
      .first<{ reference: string }>();
    return row && stored(row.reference, true);
  },

  async store(env, values, key, origin, now, locale) {
    const db = env.DB;
    // A choice is kept under the label the company reads, whatever language the visitor chose it in.
    const sent = defaultLanguage.words.sentValues(contactForm, values);
    const insert = db
      .prepare(
        `INSERT INTO enquiries (reference, idempotency_key, ${columns.join(', ')}, locale, received_at)
         VALUES (?1, ?2, ${columnMarks}, ?${columns.length + 3}, ?${columns.length + 4})
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, reference`,
      )
      .bind(newReference(), key, ...columns.map((column) => sent[column]), locale, now);
    const notify = queueEnquiryNotices(env, origin, 'SELECT id FROM enquiries WHERE idempotency_key = ?5', [key], now);
    const [inserted] = await db.batch<{ id: number; reference: string }>([insert, ...notify]);
    const row = inserted?.results[0];
    if (!row) {
      // The same submission arrived twice at once and the other copy was stored first.
      const earlier = (await contactSpec.replay?.(env, [key])) as Answer;
      return { answer: earlier, outbox: [] };
    }
    return { answer: stored(row.reference, false), outbox: await pendingFor(db, enquiryKinds, row.id) };
  },

  decoy: () => stored(newReference(), false),

  refusalPage: (refusal, values, language) => {
    const copy = language.copy.contactFormCopy;
    return refusalPage(
      refusal,
      values && {
        action: apiPaths.contact,
        submit: copy.submit,
        fields: fieldsOf(contactForm).map((name) => {
          const spec: FieldSpec = contactForm.fields[name];
          return { name, label: copy.fields[name].label, value: values[name], kind: spec.kind, options: spec.options && language.words.choices(spec.options) };
        }),
      },
      language,
    );
  },
};

export const handleContact = (request: Request, env: Env, ctx: ExecutionContext, now?: number) => receive(contactSpec, request, env, ctx, now);
