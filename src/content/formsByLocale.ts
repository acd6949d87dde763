import { formsCopy, type FormsCopy } from './formsCopy';
import { loadContent } from './load/contentFiles';
import { localeSettings, type Locale } from './locale';

/**
 * Every language's forms wording, each file named explicitly: for the receiver, which
 * answers each post in the language of the page that sent it. Pages never import it
 * (they carry their own language's copy alone, ./forms.ts).
 */
export const formsByLocale: Record<Locale, FormsCopy> = {
  en: formsCopy(loadContent('forms.yaml', 'en'), localeSettings.en.tag),
  es: formsCopy(loadContent('forms.yaml', 'es'), localeSettings.es.tag),
};
