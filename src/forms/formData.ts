// What a form's values become, read from its contract (contract.mjs): the empty form,
// the JSON it sends, the values a post carries and the labelled lines people read.
import { siteFormsCopy } from './siteCopy';
import type { FormsCopy } from './copy';
import { contactForm, fieldNames, type newsletterForm } from './contract.mjs';

export {
  contactForm,
  honeypotField,
  localeField,
  newsletterForm,
  sourceFields,
  turnstileField,
} from './contract.mjs';

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

/**
 * What depends on a language's words. The page uses its own language's (the exports below);
 * the receiver reads a post in the post's language and tells the company in its own.
 */
export function formWords(copy: Pick<FormsCopy, 'budgetOptions' | 'contactFormCopy'>) {
  // The one place an option's value becomes its label: the copy's, keyed by value.
  const optionLabels: ReadonlyMap<string, string> = new Map(
    copy.budgetOptions.map(({ value, label }) => [value, label]),
  );

  /** A choice's readable label, from its value (an unknown value stays as it is). */
  const optionLabel = (value: string) => optionLabels.get(value) ?? value;

  return {
    optionLabel,

    /** A select's options as the control shows them. */
    choices: (options: readonly string[]) =>
      options.map((value) => ({ value, label: optionLabel(value) })),

    /** The JSON the form sends, and what the receiver stores: trimmed text, a choice as its label. */
    sentValues<T extends FormContract>(form: T, values: ValuesOf<T>): ValuesOf<T> {
      return Object.fromEntries(
        fieldsOf(form).map((field) => [
          field,
          form.fields[field]?.kind === 'select'
            ? optionLabel(values[field].trim())
            : values[field].trim(),
        ]),
      ) as ValuesOf<T>;
    },

    /** The values a post carries (missing fields as the empty form's); a choice sent as its label is read back as its value. */
    postedValues<T extends FormContract>(form: T, posted: Record<string, string>): ValuesOf<T> {
      const empty = emptyValues(form);
      return Object.fromEntries(
        fieldsOf(form).map((field) => {
          const value = posted[field] ?? empty[field];
          const options = form.fields[field]?.options;
          return [
            field,
            options?.find((option) => option === value || optionLabel(option) === value) ?? value,
          ];
        }),
      ) as ValuesOf<T>;
    },

    /**
     * A sent or stored enquiry as the company reads it: a line per one-line field
     * (`Label: value`, or "not given"), then the text areas after a blank line, each under
     * its label when `headings` is set.
     */
    contactLines(sent: ContactValues, { headings }: { headings: boolean }): string[] {
      const { mailLabels } = copy.contactFormCopy;
      const fields = fieldsOf(contactForm);
      const texts = fields.filter((field) => contactForm.fields[field].kind === 'textarea');
      return [
        ...fields
          .filter((field) => !texts.includes(field))
          .map((field) => `${mailLabels[field]}: ${sent[field] || mailLabels.none}`),
        ...texts.flatMap((field) => [
          '',
          ...(headings ? [`${mailLabels[field]}:`] : []),
          sent[field],
        ]),
      ];
    },
  };
}

export const { optionLabel, choices, sentValues, postedValues, contactLines } =
  formWords(siteFormsCopy);
