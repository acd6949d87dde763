import { useId, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import chrome from 'virtual:content/chrome.yaml';
import navigation from 'virtual:content/navigation.yaml';
import { useDialog } from '../../hooks/useDialog';
import { useScrollThreshold } from '../../hooks/useScrollThreshold';
import { visuallyHidden } from '../../styles/utils.css';
import { LayoutIcon } from '../ui/LayoutIcon';
import { Logo } from '../ui/Logo';
import { LanguageSwitch, ThemeControl } from './HeaderSettings';
import * as styles from './SiteHeader.css';

type SiteHeaderProps = {
  /** The path of the page shown. */
  page: string;
  /** The page the language switcher offers in the other languages. */
  languagePage: string;
};

/**
 * The header (logo, main navigation above the collapse width, theme, language, and the menu
 * button at and below it), its pinned copy and the menu drawer they share: a modal dialog
 * opened and closed by invoker commands, so it works from the first paint and with
 * JavaScript off (the rest: `useDialog`).
 */
export function SiteHeader({ page, languagePage }: SiteHeaderProps) {
  const drawerId = useId();
  const drawerTitleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const menu = useDialog(dialogRef, page);

  const bar = (navLabel: string) => (
    <div className={styles.bar}>
      <Link href="/" className={styles.logoLink} aria-label={chrome.homeLink}>
        <Logo />
      </Link>
      <nav aria-label={navLabel} className={styles.nav}>
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
        onClick={menu.showWithoutCommands}
      >
        <LayoutIcon name="menu" size={28} />
      </button>
    </div>
  );

  return (
    <>
      <header className={styles.header}>{bar(chrome.mainNav)}</header>
      <PinnedHeader>{bar(chrome.pinnedNav)}</PinnedHeader>
      <dialog
        ref={dialogRef}
        id={drawerId}
        className={styles.drawer}
        aria-labelledby={drawerTitleId}
        closedby="any"
      >
        <div className={styles.drawerPanel}>
          <div className={styles.drawerTop}>
            <Logo size="sm" />
            <button
              type="button"
              className={styles.drawerClose}
              aria-label={chrome.closeMenu}
              commandfor={drawerId}
              command="close"
              onClick={menu.closeWithoutCommands}
            >
              <LayoutIcon name="close" size={24} />
            </button>
          </div>
          <h2 id={drawerTitleId} className={visuallyHidden}>
            {chrome.menuTitle}
          </h2>
          <nav aria-label={chrome.menuNav}>
            <NavLinks
              listClassName={styles.drawerList}
              linkClassName={styles.drawerLink}
              onNavigate={(samePage) => samePage && menu.close()}
            />
          </nav>
          <ThemeControl placement="menu" />
          <LanguageSwitch page={languagePage} placement="menu" />
        </div>
      </dialog>
    </>
  );
}

/**
 * The header's pinned copy. Until the page passes the threshold it is transparent, unclickable,
 * hidden from assistive technology and out of the tab order (inert). Its own component, so
 * the flip re-renders it alone.
 */
function PinnedHeader({ children }: { children: ReactNode }) {
  const visible = useScrollThreshold(styles.stickyHeaderThreshold);
  return (
    <div
      className={`${styles.pinned} js-only`}
      data-state={visible ? 'visible' : 'hidden'}
      aria-hidden={!visible}
      inert={!visible}
    >
      {children}
    </div>
  );
}

type NavLinksProps = {
  listClassName: string;
  linkClassName: string;
  /** Called on a click on a link; `samePage` when it leads to the page already shown. */
  onNavigate?: (samePage: boolean) => void;
};

const isCurrent = (href: string, location: string) =>
  href === location || (href !== '/' && location.startsWith(`${href}/`));

/** The four main links; the current page's link carries aria-current="page". */
function NavLinks({ listClassName, linkClassName, onNavigate }: NavLinksProps) {
  const [location] = useLocation();
  return (
    <ul className={listClassName}>
      {navigation.main.map(({ label, href }) => (
        <li key={href}>
          <Link
            href={href}
            className={linkClassName}
            aria-current={isCurrent(href, location) ? 'page' : undefined}
            onClick={onNavigate && (() => onNavigate(href === location))}
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
