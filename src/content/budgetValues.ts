/** The budget ranges the contact form offers, as sent to the receiver; the first is the default. Their labels are content. */
export const budgetValues = ['not-sure', 'under-5k', '5k-15k', '15k-50k', '50k-100k', 'over-100k'] as const;

export type BudgetValue = (typeof budgetValues)[number];
