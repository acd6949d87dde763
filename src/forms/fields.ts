// A form's fields and their values, typed from its contract (contract.mjs): the empty form
// and the fields in order. What the values say in a language is ./words.ts.
import { fieldNames, type contactForm, type newsletterForm } from './contract.mjs';

export type FieldSpec = {
  readonly kind: 'text' | 'email' | 'tel' | 'select' | 'textarea';
  readonly required: boolean;
  readonly autocomplete?: string;
  readonly options?: readonly string[];
};
export type FormContract = { readonly fields: Readonly<Record<string, FieldSpec>> };
export type FieldKind = FieldSpec['kind'];
export type FieldOf<T extends FormContract> = keyof T['fields'] & string;
export type ValuesOf<T extends FormContract> = Record<FieldOf<T>, string>;

export type ContactField = FieldOf<typeof contactForm>;
export type ContactValues = ValuesOf<typeof contactForm>;
export type NewsletterValues = ValuesOf<typeof newsletterForm>;

/** The form's fields in order. */
export const fieldsOf = <T extends FormContract>(form: T) => fieldNames(form) as FieldOf<T>[];

/** The form before anyone typed: empty text, a choice on its first option. */
export function emptyValues<T extends FormContract>(form: T): ValuesOf<T> {
  return Object.fromEntries(
    fieldsOf(form).map((field) => [field, form.fields[field]?.options?.[0] ?? '']),
  ) as ValuesOf<T>;
}
