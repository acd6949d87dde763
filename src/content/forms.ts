import forms from 'virtual:content/forms.yaml';
import { formsCopy } from './formsCopy';
import { localeSettings, siteLocale } from './locale';

export type { FailureReason } from './formsCopy';

/** The forms' wording in the page's language (content/<language>/forms.yaml). */
export const siteFormsCopy = formsCopy(forms, localeSettings[siteLocale].tag);

export const { budgetOptions, fieldErrors, honeypotLabel, contactFormCopy, newsletterFormCopy } = siteFormsCopy;
