import { useId } from 'react';
import chrome from 'virtual:content/chrome.yaml';
import { localePath, locales, siteLocale } from '../../content/locale';
import { currentThemeChoice, themeChoices, themeControlAttribute } from '../../styles/themeChoice';
import { visuallyHidden } from '../../styles/utils.css';
import { LayoutIcon } from '../ui/LayoutIcon';
import * as styles from './HeaderSettings.css';

/**
 * A control mounted after the page loaded (the pinned header's, the menu's after a
 * navigation) starts at the choice in force. The prerendered and hydrated markup both
 * say 'system'; hydration leaves a select's current value alone, which the head script
 * has already set.
 */
const showCurrentChoice = (select: HTMLSelectElement | null) => {
  if (select) select.value = currentThemeChoice(select.ownerDocument.documentElement);
};

type ThemeControlProps = {
  /** `header`: the label is read, not shown, beside an icon; `menu`: the label is shown. */
  placement: 'header' | 'menu';
  className?: string;
};

/**
 * System, light or dark, as a native select. The page's <head> script applies and keeps
 * the choice (src/styles/themeChoice.ts), so the control works before the app is live;
 * without JavaScript it steps aside and the page follows the system.
 */
export function ThemeControl({ placement, className = '' }: ThemeControlProps) {
  const id = useId();
  return (
    <div className={`${styles.themeRoot[placement]} ${className} js-only`}>
      <label htmlFor={id} className={placement === 'header' ? visuallyHidden : styles.label}>
        {chrome.themeControl.label}
      </label>
      {placement === 'header' && <LayoutIcon name="theme" size={20} className={styles.themeIcon} />}
      <select
        id={id}
        className={styles.themeSelect}
        defaultValue="system"
        ref={showCurrentChoice}
        {...{ [themeControlAttribute]: '' }}
      >
        {themeChoices.map((choice) => (
          <option key={choice} value={choice}>
            {chrome.themeControl.choices[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}

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
      <a
        key={locale}
        href={localePath(page, locale)}
        hrefLang={locale}
        lang={locale}
        className={styles.languageLink[placement]}
      >
        <LayoutIcon name="language" size={20} className={styles.languageIcon[placement]} />
        {placement === 'header' && (
          <span className={styles.shortName} aria-hidden="true">
            {chrome.languageSwitch.shortNames[locale]}
          </span>
        )}
        <span className={styles.languageName[placement]}>
          {chrome.languageSwitch.names[locale]}
        </span>
      </a>
    ));
  return (
    <div className={`${styles.root[placement]} ${className}`}>
      {placement === 'menu' && <span className={styles.label}>{chrome.languageSwitch.label}</span>}
      {links}
    </div>
  );
}
