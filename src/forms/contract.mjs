// Each form of the site, defined once: its fields in order, their kinds, limits and choices. The
// browser, the receiver, its notifications and `npm run leads` all read it; a field's name is also
// its key into the form's copy and its column in the database. Plain JavaScript, so `npm run leads`
// (plain Node) shares it; TypeScript reads its literal types.

import { budgetValues } from '../content/budgetValues.mjs';

/** The trap field only bots fill in; its name looks worth filling. */
export const honeypotField = 'website';

/** Where the operator switched Cloudflare Turnstile on, the site's script sends its widget's token in this field. */
export const turnstileField = 'turnstile';

/** Every post also carries its page's language (`en`, `es`): the receiver answers in it and stores it with the lead. */
export const localeField = 'locale';

// Where the visit that sent a form came from, posted beside the form's fields: in a module
// of its own, so the boot script, which keeps it, carries these names and not the forms.
export { sourceFields, sourceMaxLength } from './sourceFields.mjs';

// Lengths count characters after trimming.
export const contactForm = /** @type {const} */ ({
  fields: {
    name: { kind: 'text', required: true, autocomplete: 'name', length: { min: 2, max: 100 } },
    email: { kind: 'email', required: true, autocomplete: 'email' },
    phone: { kind: 'tel', required: false, autocomplete: 'tel' },
    // The script sends the chosen option's label (what the company reads), a native post its value.
    budget: { kind: 'select', required: false, options: budgetValues },
    message: { kind: 'textarea', required: true, length: { min: 10, max: 10_000 } },
  },
});

export const newsletterForm = /** @type {const} */ ({
  fields: {
    email: { kind: 'email', required: true, autocomplete: 'email' },
  },
});

/**
 * A form's field names, in order: also its columns in the database.
 * @param {{ fields: Record<string, unknown> }} form
 */
export const fieldNames = (form) => Object.keys(form.fields);
