import { budgetLabel } from './mailto';
import type { ContactValues } from './validation';

/** The JSON body the contact endpoint receives: trimmed text, the budget as its readable label. */
export function contactPayload(values: ContactValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    budget: budgetLabel(values.budget),
    message: values.message.trim(),
  };
}

/** The JSON body the newsletter endpoint receives. */
export const newsletterPayload = (email: string) => ({ email: email.trim() });
