import { site } from './site';

/** The page a form sent without JavaScript lands on once the receiver has stored it. */
export const thankYou = {
  title: 'Thank you: it has reached us',
  text: 'What you sent is stored safely with us.',
  next: [
    `A message: we reply within one business day (${site.hours}) from ${site.email}.`,
    'A newsletter sign-up: we are sending you an e-mail with a link. Open it and press Confirm to start your subscription; until then your address is not on the list.',
  ],
  homeLabel: 'Back to the home page',
} as const;
