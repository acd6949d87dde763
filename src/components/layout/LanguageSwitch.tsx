import { localePath, locales, siteLocale } from '../../content/locale';
import chrome from 'virtual:content/chrome.yaml';
import { LayoutIcon } from '../ui/LayoutIcon';
import * as styles from './headerSetting.css';

type LanguageSwitchProps = {
  /** The page to offer in the other languages, as the route table has it. */
  page: string;
  /** `header`: the link beside the header's controls; `menu`: a row of the menu, labelled. */
  placement: 'header' | 'menu';
  className?: string;
};

/**
 * This page in each other language: a plain link, so it works before the app is live and
 * with JavaScript off, and loads that language's own pages. Each language is named in
 * itself and marked so (`lang`), and `hreflang` says where the link leads. The visitor
 * chooses: nothing moves anyone by the browser's language.
 */
export function LanguageSwitch({ page, placement, className = '' }: LanguageSwitchProps) {
  const links = locales
    .filter((locale) => locale !== siteLocale)
    .map((locale) => (
      <a key={locale} href={localePath(page, locale)} hrefLang={locale} lang={locale} className={styles.languageLink[placement]}>
        <LayoutIcon name="language" size={20} className={styles.languageIcon[placement]} />
        {placement === 'header' && (
          <span className={styles.shortName} aria-hidden="true">
            {chrome.languageSwitch.shortNames[locale]}
          </span>
        )}
        <span className={styles.languageName[placement]}>{chrome.languageSwitch.names[locale]}</span>
      </a>
    ));
  return (
    <div className={`${styles.root[placement]} ${className}`}>
      {placement === 'menu' && <span className={styles.label}>{chrome.languageSwitch.label}</span>}
      {links}
    </div>
  );
}
