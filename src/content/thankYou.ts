import { site } from './site';

/** The page a form sent without JavaScript lands on once the receiver has stored it. */
export const thankYou = {
  title: 'Thank you: it has reached us',
  text: 'What you sent is stored safely with us.',
  next: [
    `A message: we reply within one business day (${site.hours}) from ${site.email}.`,
    'A newsletter sign-up: the next issue arrives at the start of the month; every issue has an unsubscribe link.',
  ],
  homeLabel: 'Back to the home page',
} as const;
