// The language the receiver answers a request in: that of the page the post came from,
// which every form post names in its `locale` field (src/forms/contract.mjs). An unknown
// or missing one is answered in English, the site's default language.
import en from 'virtual:content/en/forms.yaml';
import es from 'virtual:content/es/forms.yaml';
import { defaultLocale, isLocale, localePath, locales, type Locale } from '../src/content/locale';
import { formValidators } from '../src/forms/validation';
import { formWords } from '../src/forms/words';

/** Every language's forms content (a language without one is a type error below). */
const formsContent = { en, es };

function language(locale: Locale) {
  const words = formWords(formsContent[locale]);
  return {
    /** Also its pages' `lang`, as on the site's own pages. */
    locale,
    words,
    validators: formValidators(words.fieldErrors),
    /** A page of the site in this language, from its language-neutral path (/thank-you). */
    path: (neutral: string) => localePath(neutral, locale),
  };
}

export type Language = ReturnType<typeof language>;

const languages = Object.fromEntries(locales.map((locale) => [locale, language(locale)])) as Record<
  Locale,
  Language
>;

/** The language a post's `locale` field names, or the default one for anything else. */
export const languageOf = (locale: string | null | undefined): Language =>
  languages[locale && isLocale(locale) ? locale : defaultLocale];

/** The site's default language: the one the company reads its leads and notices in. */
export const defaultLanguage = languages[defaultLocale];

/**
 * The language of the page a request came from when its body could not be read (too
 * large, say): the page the browser names in Referer (sent within the site), by its path.
 */
export function refererLanguage(request: Request): Language {
  const referer = URL.parse(request.headers.get('Referer') ?? '');
  if (!referer || referer.origin !== new URL(request.url).origin) return defaultLanguage;
  return languageOf(
    locales.find(
      (locale) =>
        locale !== defaultLocale &&
        `${referer.pathname}/`.startsWith(`${localePath('/', locale)}/`),
    ),
  );
}
