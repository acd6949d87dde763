import { contactForm } from './contract.mjs';
import type { ContactField, NewsletterValues } from './fields';
import { pageWords, type FormWords } from './words';
import { hasInvisibleCharacters } from './invisibleCharacters.mjs';

/** A validator returns the sentence to show next to the field, or nothing when the value is fine. */
export type Validator = (value: string) => string | undefined;
export type Validators<F extends string> = Record<F, Validator>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** E-mail addresses longer than this cannot be delivered (RFC 5321 path limit). */
const emailMaxLength = 254;
/** Phone numbers carry this many digits, country code included (E.164 allows at most 15). */
const phoneDigits = { min: 7, max: 15 } as const;

/** Length as a person counts it: one per character, emoji and accents included. */
export const charCount = (text: string) => Array.from(text).length;

// A deliberately forgiving shape check (local@domain.tld): the mail server has the last word.
const emailPattern =
  /^[^\s@]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*\.\p{L}{2,}$/u;
const phonePattern = /^\+?[\d\s().-]+$/;
const budgetValues: ReadonlySet<string> = new Set(contactForm.fields.budget.options);
const {
  name: { length: nameLength },
  message: { length: messageLength },
} = contactForm.fields;

/**
 * Each form's validators, their sentences in one language (`errors`, a language's
 * `fieldErrors`): the page's own below; the receiver checks a post in the post's language.
 */
export function formValidators(errors: FormWords['fieldErrors']) {
  const email: Validator = (value) => {
    const trimmed = value.trim();
    if (trimmed === '') return errors.emailMissing;
    if (hasInvisibleCharacters(trimmed)) return errors.invisibleCharacters;
    if (trimmed.length > emailMaxLength || !emailPattern.test(trimmed)) return errors.emailInvalid;
    return undefined;
  };

  const contact: Validators<ContactField> = {
    name: (value) => {
      const length = charCount(value.trim());
      if (length === 0) return errors.nameMissing;
      if (hasInvisibleCharacters(value.trim())) return errors.invisibleCharacters;
      if (length < nameLength.min) return errors.nameTooShort(nameLength.min);
      if (length > nameLength.max) return errors.nameTooLong(nameLength.max, length);
      return undefined;
    },
    email,
    phone: (value) => {
      const phone = value.trim();
      if (phone === '') return undefined;
      if (hasInvisibleCharacters(phone)) return errors.invisibleCharacters;
      if (!phonePattern.test(phone)) return errors.phoneCharacters;
      const digits = phone.replace(/\D/g, '').length;
      if (digits < phoneDigits.min || digits > phoneDigits.max)
        return errors.phoneDigits(phoneDigits.min, phoneDigits.max);
      return undefined;
    },
    budget: (value) => (budgetValues.has(value) ? undefined : errors.budgetUnknown),
    message: (value) => {
      const length = charCount(value.trim());
      if (length === 0) return errors.messageMissing;
      if (length < messageLength.min) return errors.messageTooShort(messageLength.min, length);
      if (length > messageLength.max) return errors.messageTooLong(messageLength.max, length);
      return undefined;
    },
  };
  const newsletter: Validators<keyof NewsletterValues> = { email };
  return { contact, newsletter };
}

export const { contact: contactValidators, newsletter: newsletterValidators } = formValidators(
  pageWords.fieldErrors,
);

/** Every field's error, in the order the validators list the fields. */
export function validateAll<F extends string>(
  validators: Validators<F>,
  values: Record<F, string>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(validators) as F[]) {
    const error = validators[field](values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
