import forms from 'virtual:content/forms.yaml';
import { formsCopy } from './copy';
import { localeSettings, siteLocale } from '../content/locale';

/** The forms' wording in the page's language (content/<language>/forms.yaml). */
export const siteFormsCopy = formsCopy(forms, localeSettings[siteLocale].tag);

export const { budgetOptions, fieldErrors, honeypotLabel, contactFormCopy, newsletterFormCopy } = siteFormsCopy;
