import { useId, type RefObject } from 'react';
import type { useDialog } from '../../hooks/useDialog';
import chrome from 'virtual:content/chrome.yaml';
import { visuallyHidden } from '../../styles/utils.css';
import { LayoutIcon } from '../ui/LayoutIcon';
import { Logo } from '../ui/Logo';
import * as styles from './Drawer.css';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLinks } from './NavLinks';
import { ThemeControl } from './ThemeControl';

type DrawerProps = {
  id: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  menu: ReturnType<typeof useDialog>;
  /** The page the language switcher offers in the other languages. */
  languagePage: string;
};

/**
 * The menu as a native modal dialog sliding in from the left, opened and closed with invoker
 * commands, so it works from the first paint and with JavaScript off (the rest: `useDialog`).
 */
export function Drawer({ id, dialogRef, menu, languagePage }: DrawerProps) {
  const titleId = useId();
  return (
    <dialog ref={dialogRef} id={id} className={styles.dialog} aria-labelledby={titleId} closedby="any">
      <div className={styles.panel}>
        <div className={styles.top}>
          <Logo size="sm" />
          <button
            type="button"
            className={styles.close}
            aria-label={chrome.closeMenu}
            commandfor={id}
            command="close"
            onClick={menu.closeWithoutCommands}
          >
            <LayoutIcon name="close" size={24} />
          </button>
        </div>
        <h2 id={titleId} className={visuallyHidden}>
          {chrome.menuTitle}
        </h2>
        <nav aria-label={chrome.menuNav}>
          <NavLinks listClassName={styles.list} linkClassName={styles.link} onNavigate={(samePage) => samePage && menu.close()} />
        </nav>
        <ThemeControl placement="menu" />
        <LanguageSwitch page={languagePage} placement="menu" />
      </div>
    </dialog>
  );
}
