import { useId, useRef } from 'react';
import { useDialog } from '../../hooks/useDialog';
import { Drawer } from './Drawer';
import { Header } from './Header';
import * as styles from './SiteHeader.css';
import { StickyHeader } from './StickyHeader';

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
      <StickyHeader>
        <Header variant="pinned" {...headerProps} />
      </StickyHeader>
      <Drawer id={drawerId} dialogRef={dialogRef} menu={menu} languagePage={languagePage} />
    </>
  );
}
