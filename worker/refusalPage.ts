// JavaScript off: a refused form post gets a plain page saying why, with the form
// refilled with what was typed and each field's message beside it, so nothing is lost
// and the visitor can correct and send it again from there.
import type { FieldKind } from '../src/forms/fields';
import { escapeHtml, page, type Refusal } from './http';
import type { Language } from './language';

export type PlainField = {
  name: string;
  label: string;
  value: string;
  kind: FieldKind;
  options?: readonly { value: string; label: string }[];
};

function control(
  { name, value, kind, options = [] }: PlainField,
  describedBy: string | undefined,
): string {
  const attributes = `id="${name}" name="${name}"${describedBy ? ` aria-describedby="${describedBy}" aria-invalid="true"` : ''}`;
  if (kind === 'textarea')
    return `<textarea ${attributes} rows="8" cols="40">${escapeHtml(value)}</textarea>`;
  if (kind === 'select') {
    const choices = options.map(
      (option) =>
        `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`,
    );
    return `<select ${attributes}>${choices.join('')}</select>`;
  }
  return `<input ${attributes} type="${kind}" value="${escapeHtml(value)}" size="40">`;
}

/** A form as the refusal page refills it. */
export type PlainForm = { action: string; submit: string; fields: PlainField[] };

/**
 * The refusal as a page in the post's language; `form` refills the form that was posted,
 * when its fields are known, and `kept` goes with the next post unseen (its language, and
 * where the visit came from: that post's Referer is this page).
 */
export function refusalPage(
  refusal: Refusal,
  form: PlainForm | undefined,
  kept: Record<string, string>,
  language: Language,
): Response {
  const messages = language.words.receiverMessages;
  const errors = refusal.fieldErrors ?? {};
  const parts = [`<p role="alert">${escapeHtml(refusal.message)}</p>`];
  if (form) {
    parts.push(`<p>${escapeHtml(messages.refusedKept)}</p>`);
    const fields = form.fields.map((field) => {
      const error = errors[field.name];
      const errorId = error ? `${field.name}-error` : undefined;
      return [
        `<p><label for="${field.name}">${escapeHtml(field.label)}</label><br>`,
        control(field, errorId),
        error ? `<br><strong id="${errorId}">${escapeHtml(error)}</strong>` : '',
        '</p>',
      ].join('');
    });
    const hidden = Object.entries(kept).map(
      ([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`,
    );
    parts.push(
      `<form method="post" action="${escapeHtml(form.action)}">${hidden.join('')}${fields.join('\n')}<p><button type="submit">${escapeHtml(form.submit)}</button></p></form>`,
    );
  }
  parts.push(`<p><a href="${language.path('/')}">${escapeHtml(messages.backToSite)}</a></p>`);
  const headers: Record<string, string> =
    refusal.retryAfterSeconds !== undefined
      ? { 'Retry-After': String(refusal.retryAfterSeconds) }
      : {};
  return page(language.locale, messages.refusedTitle, parts.join('\n'), refusal.status, headers);
}
