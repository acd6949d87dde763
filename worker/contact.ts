// POST /api/contact: the contact form's messages, stored in D1, then notified.
import { apiPaths } from '../src/addresses.mjs';
import { contactForm, fieldsOf, type ContactField, type FieldSpec } from '../src/forms/formData';
import type { Env, ExecutionContext } from './env';
import { normalisedAddress } from './address.mjs';
import { newReference } from './ids';
import { defaultLanguage } from './language';
import { enquiryKinds, pendingFor, queueEnquiryNotices } from './outbox';
import { receive, type Answer, type FormSpec } from './submission';

/** A stored message's answer: its reference, and whether it was stored before. */
const stored = (reference: string, duplicate: boolean): Answer => ({
  status: duplicate ? 200 : 201,
  body: { reference, status: 'stored', duplicate },
});

// The enquiry's columns: the contract's fields, then its address normalised, language, time, visit
// source and status (store, below).
const columns = fieldsOf(contactForm);
const marks = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => `?${from + index}`).join(', ');

const contactSpec: FormSpec<ContactField> = {
  validators: (language) => language.validators.contact,
  values: (fields, language) => language.words.postedValues(contactForm, fields),
  invalidMessage: (count, language) => language.copy.contactFormCopy.summaryTitle(count),

  async replay(env, keys) {
    const row = await env.DB.prepare(
      `SELECT reference FROM enquiries WHERE idempotency_key IN (${marks(1, keys.length)})`,
    )
      .bind(...keys)
      .first<{ reference: string }>();
    return row && stored(row.reference, true);
  },

  storedText: (values) => values.message,

  async store(env, values, { key, origin, now, locale, visit, spam, lane, bytes }) {
    const db = env.DB;
    // A choice is kept under the label the company reads, whatever language the visitor chose it
    // in.
    const sent = defaultLanguage.words.sentValues(contactForm, values);
    const arrival = {
      email_key: normalisedAddress(sent.email),
      locale,
      received_at: now,
      ...visit,
      status: spam ? 'spam' : 'new',
      spam_reason: spam,
      lane,
      bytes,
    };
    const names = [...columns, ...Object.keys(arrival)];
    const insert = db
      .prepare(
        `INSERT INTO enquiries (reference, idempotency_key, ${names.join(', ')})
         VALUES (?1, ?2, ${marks(3, names.length)})
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, reference`,
      )
      .bind(
        newReference(),
        key,
        ...columns.map((column) => sent[column]),
        ...Object.values(arrival),
      );
    // Spam is kept for the inbox, and nobody is told of it: not even when this copy is not spam
    // but another copy of the same submission, stored first, was.
    const notify = spam
      ? []
      : queueEnquiryNotices(
          env,
          origin,
          `SELECT id FROM enquiries WHERE idempotency_key = ?5 AND status <> 'spam'`,
          [key],
          now,
        );
    const [inserted] = await db.batch<{ id: number; reference: string }>([insert, ...notify]);
    const row = inserted?.results[0];
    if (!row) {
      // The same submission arrived twice at once and the other copy was stored first.
      const earlier = (await contactSpec.replay?.(env, [key])) as Answer;
      return { answer: earlier, outbox: [] };
    }
    return {
      answer: stored(row.reference, false),
      outbox: await pendingFor(db, enquiryKinds, row.id),
    };
  },

  cap: {
    name: 'messages',
    counter: 'site:messages',
    max: (config) => config.caps.messagesPerHour,
    message: (language, seconds) => language.copy.receiverMessages.messagesCapped(seconds),
  },

  plainForm: (values, language) => {
    const copy = language.copy.contactFormCopy;
    return {
      action: apiPaths.contact,
      submit: copy.submit,
      fields: fieldsOf(contactForm).map((name) => {
        const spec: FieldSpec = contactForm.fields[name];
        return {
          name,
          label: copy.fields[name].label,
          value: values[name],
          kind: spec.kind,
          options: spec.options && language.words.choices(spec.options),
        };
      }),
    };
  },
};

export const handleContact = (request: Request, env: Env, ctx: ExecutionContext, now?: number) =>
  receive(contactSpec, request, env, ctx, now);
