import { useId } from 'react';
import chrome from 'virtual:content/chrome.yaml';
import { currentThemeChoice, themeChoices, themeControlAttribute } from '../../styles/themeChoice';
import { visuallyHidden } from '../../styles/utils.css';
import { LayoutIcon } from '../ui/LayoutIcon';
import * as styles from './headerSetting.css';

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
      <select id={id} className={styles.themeSelect} defaultValue="system" ref={showCurrentChoice} {...{ [themeControlAttribute]: '' }}>
        {themeChoices.map((choice) => (
          <option key={choice} value={choice}>
            {chrome.themeControl.choices[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}
