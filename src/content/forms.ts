import { formsCopy } from './formsCopy';
import { loadContent } from './load/contentFiles';

export type { FailureReason } from './formsCopy';

/** The forms' wording in the page's language (content/<language>/forms.yaml). */
export const siteFormsCopy = formsCopy(loadContent('forms.yaml'), 'en-US');

export const { budgetOptions, fieldErrors, receiverMessages, honeypotLabel, contactFormCopy, newsletterFormCopy } = siteFormsCopy;
