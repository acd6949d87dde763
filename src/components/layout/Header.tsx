import { Link } from 'wouter';
import chrome from 'virtual:content/chrome.yaml';
import { LayoutIcon } from '../ui/LayoutIcon';
import { Logo } from '../ui/Logo';
import * as styles from './Header.css';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLinks } from './NavLinks';
import { ThemeControl } from './ThemeControl';

type HeaderProps = {
  /** 'pinned' is the copy fixed to the top of the window once the page scrolls. */
  variant: 'static' | 'pinned';
  drawerId: string;
  /** Opens the drawer where the browser lacks invoker commands. */
  onMenu: () => void;
  /** The page the language switcher offers in the other languages. */
  languagePage: string;
};

/**
 * Logo, main navigation above the collapse width, the theme control, the language switcher,
 * and the menu button at and below the collapse width.
 */
export function Header({ variant, drawerId, onMenu, languagePage }: HeaderProps) {
  return (
    <div className={styles.bar}>
      <Link href="/" className={styles.logoLink} aria-label={chrome.homeLink}>
        <Logo />
      </Link>
      <nav aria-label={variant === 'static' ? chrome.mainNav : chrome.pinnedNav} className={styles.nav}>
        <NavLinks listClassName={styles.navList} linkClassName={styles.navLink} />
      </nav>
      <ThemeControl placement="header" className={styles.theme} />
      <LanguageSwitch page={languagePage} placement="header" className={styles.language} />
      <button
        type="button"
        className={styles.menuButton}
        aria-label={chrome.openMenu}
        aria-haspopup="dialog"
        aria-controls={drawerId}
        commandfor={drawerId}
        command="show-modal"
        onClick={onMenu}
      >
        <LayoutIcon name="menu" size={28} />
      </button>
    </div>
  );
}
