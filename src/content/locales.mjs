// The site's languages and what each needs, written once. Plain JavaScript, so the build
// scripts (plain Node) share it; TypeScript reads its literal types through ./locale.ts.

/** The languages, each a folder of content/ holding the same files; the first is the site's root. */
export const locales = /** @type {const} */ (['en', 'es']);

/**
 * Per language: `tag`, the BCP 47 tag for dates and opening hours (Intl); `pathPrefix`, where its
 * pages live ('' is the root, '/es' gives /es/services); `ogLocale`, Open Graph's form of the
 * language and region.
 */
export const localeSettings = /** @type {const} */ ({
  en: { tag: 'en-US', pathPrefix: '', ogLocale: 'en_US' },
  es: { tag: 'es-US', pathPrefix: '/es', ogLocale: 'es_US' },
});
