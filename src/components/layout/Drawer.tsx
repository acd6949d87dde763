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
 * The menu as a native modal dialog sliding in from the left. The menu buttons open it
 * and its close button closes it with invoker commands, so it works from the first
 * paint and with JavaScript off; the browser moves focus in, makes the page behind
 * inert, closes it on Escape or a backdrop click (`closedby`) and returns focus to the
 * menu button. Following a link closes it too: at once for the page already shown,
 * otherwise with the new page (see `useDialog`).
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
