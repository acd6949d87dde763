import { siteLocale } from '../../content/locale';
import { localeField } from '../../forms/formData';

/** The page's language, posted with the form when the browser posts it itself (JavaScript off): the receiver answers in it. */
export function LocaleField() {
  return <input type="hidden" name={localeField} value={siteLocale} />;
}
