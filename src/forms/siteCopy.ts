import forms from 'virtual:content/forms.yaml';
import { formsCopy } from './copy';

/** The forms' wording in the page's language (content/<language>/forms.yaml). */
export const siteFormsCopy = formsCopy(forms);

export const { budgetOptions, fieldErrors, honeypotLabel, contactFormCopy, newsletterFormCopy } =
  siteFormsCopy;
