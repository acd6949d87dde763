import en from 'virtual:content/en/forms.yaml';
import es from 'virtual:content/es/forms.yaml';
import { formsCopy, type FormsCopy } from './copy';
import { localeSettings, type Locale } from '../content/locale';

/**
 * Every language's forms wording, each file named explicitly: for the receiver, which
 * answers each post in the language of the page that sent it. Pages never import it
 * (they carry their own language's copy alone, ./siteCopy.ts).
 */
export const formsByLocale: Record<Locale, FormsCopy> = {
  en: formsCopy(en, localeSettings.en.tag),
  es: formsCopy(es, localeSettings.es.tag),
};
