import { emailMaxLength, phoneDigits } from './limits';
import { fieldErrors } from '../content/forms';
import { contactForm, type ContactField, type NewsletterValues } from './formData';
import { hasInvisibleCharacters } from './invisibleCharacters.mjs';

/** A validator returns the sentence to show next to the field, or nothing when the value is fine. */
export type Validator = (value: string) => string | undefined;
export type Validators<F extends string> = Record<F, Validator>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Length as a person counts it: one per character, emoji and accents included. */
export const charCount = (text: string) => Array.from(text).length;

// A deliberately forgiving shape check (local@domain.tld): the mail server has the last word.
const emailPattern = /^[^\s@]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*\.\p{L}{2,}$/u;
const phonePattern = /^\+?[\d\s().-]+$/;
const budgetValues: ReadonlySet<string> = new Set(contactForm.fields.budget.options);
const contactNameLength = contactForm.fields.name.length;
const contactMessageLength = contactForm.fields.message.length;

export const isBudgetValue = (value: string) => budgetValues.has(value);

export const validateName: Validator = (value) => {
  const length = charCount(value.trim());
  if (length === 0) return fieldErrors.nameMissing;
  if (hasInvisibleCharacters(value.trim())) return fieldErrors.invisibleCharacters;
  if (length < contactNameLength.min) return fieldErrors.nameTooShort(contactNameLength.min);
  if (length > contactNameLength.max) return fieldErrors.nameTooLong(contactNameLength.max, length);
  return undefined;
};

export const validateEmail: Validator = (value) => {
  const email = value.trim();
  if (email === '') return fieldErrors.emailMissing;
  if (hasInvisibleCharacters(email)) return fieldErrors.invisibleCharacters;
  if (email.length > emailMaxLength || !emailPattern.test(email)) return fieldErrors.emailInvalid;
  return undefined;
};

export const validatePhone: Validator = (value) => {
  const phone = value.trim();
  if (phone === '') return undefined;
  if (hasInvisibleCharacters(phone)) return fieldErrors.invisibleCharacters;
  if (!phonePattern.test(phone)) return fieldErrors.phoneCharacters;
  const digits = phone.replace(/\D/g, '').length;
  if (digits < phoneDigits.min || digits > phoneDigits.max) return fieldErrors.phoneDigits(phoneDigits.min, phoneDigits.max);
  return undefined;
};

export const validateBudget: Validator = (value) => (isBudgetValue(value) ? undefined : fieldErrors.budgetUnknown);

export const validateMessage: Validator = (value) => {
  const length = charCount(value.trim());
  if (length === 0) return fieldErrors.messageMissing;
  if (length < contactMessageLength.min) return fieldErrors.messageTooShort(contactMessageLength.min, length);
  if (length > contactMessageLength.max) return fieldErrors.messageTooLong(contactMessageLength.max, length);
  return undefined;
};

export const contactValidators: Validators<ContactField> = {
  name: validateName,
  email: validateEmail,
  phone: validatePhone,
  budget: validateBudget,
  message: validateMessage,
};

export const newsletterValidators: Validators<keyof NewsletterValues> = { email: validateEmail };

/** Every field's error, in the order the validators list the fields. */
export function validateAll<F extends string>(validators: Validators<F>, values: Record<F, string>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(validators) as F[]) {
    const error = validators[field](values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
