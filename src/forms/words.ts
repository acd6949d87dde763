// The forms' words in one language (content/<language>/forms.yaml): what a field is called,
// the sentences shown about it and about a send (their figures filled in), and what its values
// read as. The pages use their own language's (`pageWords`); the receiver reads a post in the
// post's language and tells the company in its own (worker/language.ts).
import forms from 'virtual:content/forms.yaml';
import { budgetValues } from '../content/budgetValues.mjs';
import type { Content } from '../content/schema/index';
import { fill } from '../content/template';
import { contactForm } from './contract.mjs';
import {
  emptyValues,
  fieldsOf,
  type ContactValues,
  type FormContract,
  type ValuesOf,
} from './fields';

/**
 * A whole number as every language of the site writes it (en-US and es-US alike: 10,000), by hand:
 * the first Intl format a page makes starts ICU, 25–45 ms on the Lighthouse machine, and the
 * contact form's counter shows counts as the page hydrates.
 */
export const count = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

export function formWords(copy: Content<'forms.yaml'>) {
  const budgetOption = (value: (typeof budgetValues)[number]) => ({
    value,
    label: copy.budgets[value],
  });
  const [defaultBudget, ...otherBudgets] = budgetValues;
  /** The budget ranges' labels, by the contact form's option values (./contract.mjs); the first is the default. */
  const budgetOptions = [budgetOption(defaultBudget), ...otherBudgets.map(budgetOption)] as const;
  // The one place an option's value becomes its label: the copy's, keyed by value.
  const optionLabels: ReadonlyMap<string, string> = new Map(
    budgetOptions.map(({ value, label }) => [value, label]),
  );
  /** A choice's readable label, from its value (an unknown value stays as it is). */
  const optionLabel = (value: string) => optionLabels.get(value) ?? value;

  /** A wait the receiver names in seconds, as the visitor reads it: in whole minutes. */
  const wait = (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return minutes <= 1
      ? copy.receiverMessages.oneMinute
      : fill(copy.receiverMessages.minutes, { minutes: count(minutes) });
  };

  return {
    budgetOptions,

    /** What the visitor reads next to each field, and the sentences shown when a value is wrong. */
    fieldErrors: {
      ...copy.fieldErrors,
      nameTooShort: (min: number) => fill(copy.fieldErrors.nameTooShort, { min }),
      nameTooLong: (max: number, length: number) =>
        fill(copy.fieldErrors.nameTooLong, { max: count(max), length: count(length) }),
      phoneDigits: (min: number, max: number) => fill(copy.fieldErrors.phoneDigits, { min, max }),
      messageTooShort: (min: number, length: number) =>
        fill(copy.fieldErrors.messageTooShort, { min, length: count(length) }),
      messageTooLong: (max: number, length: number) =>
        fill(copy.fieldErrors.messageTooLong, {
          max: count(max),
          length: count(length),
          over: count(length - max),
        }),
    },

    /** What the receiver answers when it refuses a submission: shown as it comes, on a plain page for a post without script. */
    receiverMessages: {
      ...copy.receiverMessages,
      tooLarge: (kilobytes: number) =>
        fill(copy.receiverMessages.tooLarge, { kilobytes: count(kilobytes) }),
      tooMany: (seconds: number) => fill(copy.receiverMessages.tooMany, { wait: wait(seconds) }),
      messagesCapped: (seconds: number) =>
        fill(copy.receiverMessages.messagesCapped, { wait: wait(seconds) }),
      signUpsCapped: (seconds: number) =>
        fill(copy.receiverMessages.signUpsCapped, { wait: wait(seconds) }),
      plainCapped: (seconds: number) =>
        fill(copy.receiverMessages.plainCapped, { wait: wait(seconds) }),
    },

    /** The trap field's label: only bots ever see it. */
    honeypotLabel: copy.honeypotLabel,

    contact: {
      ...copy.contact,
      failureReasons: copy.failureReasons,
      messageCounter: (length: number, max: number) =>
        fill(copy.contact.messageCounter, { length: count(length), max: count(max) }),
      summaryTitle: (n: number) =>
        n === 1
          ? copy.contact.summaryTitleOne
          : fill(copy.contact.summaryTitle, { count: count(n) }),
      reference: (reference: string) => fill(copy.contact.reference, { reference }),
      mailSubject: (name: string) => fill(copy.contact.mailSubject, { name }),
    },

    /** The e-mail telling the enquirer their message arrived, with its reference. */
    acknowledgement: {
      ...copy.acknowledgement,
      subject: (reference: string) => fill(copy.acknowledgement.subject, { reference }),
      reference: (reference: string) => fill(copy.acknowledgement.reference, { reference }),
    },

    newsletter: {
      ...copy.newsletter,
      failureReasons: copy.failureReasons,
      reference: (reference: string) => fill(copy.newsletter.reference, { reference }),
      /** The e-mail asking a new address to confirm. */
      confirmMail: {
        ...copy.newsletter.confirmMail,
        asked: (email: string) => fill(copy.newsletter.confirmMail.asked, { subscriber: email }),
      },
      /** The pages behind the links in newsletter e-mails. */
      links: {
        ...copy.newsletter.links,
        confirmAsk: (email: string) =>
          fill(copy.newsletter.links.confirmAsk, { subscriber: email }),
        confirmed: (email: string) => fill(copy.newsletter.links.confirmed, { subscriber: email }),
        unsubscribeAsk: (email: string) =>
          fill(copy.newsletter.links.unsubscribeAsk, { subscriber: email }),
      },
      mailBody: (email: string) => fill(copy.newsletter.mailBody, { subscriber: email }),
    },

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
      const { mailLabels } = copy.contact;
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

export type FormWords = ReturnType<typeof formWords>;

export type FailureReason = keyof FormWords['contact']['failureReasons'];

/** The forms' words in the page's language. */
export const pageWords = formWords(forms);
