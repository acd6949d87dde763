import en from 'virtual:content/en/forms.yaml';
import es from 'virtual:content/es/forms.yaml';
import { formsCopy, type FormsCopy } from './copy';
import type { Locale } from '../content/locale';

/** Every language's forms wording, for the receiver, which answers in the sending page's language; pages never import it. */
export const formsByLocale: Record<Locale, FormsCopy> = {
  en: formsCopy(en),
  es: formsCopy(es),
};
