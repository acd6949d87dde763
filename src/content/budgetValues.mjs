// Plain JavaScript, so the forms' contract (src/forms/contract.mjs) and `npm run leads` share it.

/** The budget ranges the contact form offers, as sent to the receiver; the first is the default. Their labels are content. */
export const budgetValues = /** @type {const} */ ([
  'not-sure',
  'under-5k',
  '5k-15k',
  '15k-50k',
  '50k-100k',
  'over-100k',
]);
