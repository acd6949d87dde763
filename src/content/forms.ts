import { formsCopy } from './formsCopy';
import { loadContent } from './load/contentFiles';
import { localeSettings, siteLocale } from './locale';

export type { FailureReason } from './formsCopy';

/** The forms' wording in the page's language (content/<language>/forms.yaml). */
export const siteFormsCopy = formsCopy(loadContent('forms.yaml'), localeSettings[siteLocale].tag);

export const { budgetOptions, fieldErrors, honeypotLabel, contactFormCopy, newsletterFormCopy } = siteFormsCopy;
