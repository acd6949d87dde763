import { useId, useRef, type ReactNode } from 'react';
import { useDialog } from '../../hooks/useDialog';
import { useScrollThreshold } from '../../hooks/useScrollThreshold';
import { Drawer } from './Drawer';
import { Header } from './Header';
import * as styles from './SiteHeader.css';

type SiteHeaderProps = {
  /** The path of the page shown. */
  page: string;
  /** The page the language switcher offers in the other languages. */
  languagePage: string;
};

/** The header, its pinned copy and the menu drawer they share. */
export function SiteHeader({ page, languagePage }: SiteHeaderProps) {
  const drawerId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const menu = useDialog(dialogRef, page);
  const headerProps = { drawerId, onMenu: menu.showWithoutCommands, languagePage };

  return (
    <>
      <header className={styles.header}>
        <Header variant="static" {...headerProps} />
      </header>
      <PinnedHeader>
        <Header variant="pinned" {...headerProps} />
      </PinnedHeader>
      <Drawer id={drawerId} dialogRef={dialogRef} menu={menu} languagePage={languagePage} />
    </>
  );
}

/**
 * The header's pinned copy, shown once the page is scrolled past 0.9 of the window height.
 * Until then it is transparent, unclickable, hidden from assistive technology and out of
 * the tab order (inert). Its own component, so the flip re-renders it alone.
 */
function PinnedHeader({ children }: { children: ReactNode }) {
  const visible = useScrollThreshold(0.9);
  return (
    <div className={`${styles.pinned} js-only`} data-state={visible ? 'visible' : 'hidden'} aria-hidden={!visible} inert={!visible}>
      {children}
    </div>
  );
}
