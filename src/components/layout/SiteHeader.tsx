import { useId, useRef } from 'react';
import { useDialog } from '../../hooks/useDialog';
import { Drawer } from './Drawer';
import { Header } from './Header';
import * as styles from './SiteHeader.css';
import { StickyHeader } from './StickyHeader';

/** The header, its pinned copy and the menu drawer they share; `page` is the path of the page shown. */
export function SiteHeader({ page }: { page: string }) {
  const drawerId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const menu = useDialog(dialogRef, page);
  const headerProps = { menuOpen: menu.open, drawerId, onMenu: menu.showWithoutCommands };

  return (
    <>
      <header className={styles.header}>
        <Header variant="static" {...headerProps} />
      </header>
      <StickyHeader>
        <Header variant="pinned" {...headerProps} />
      </StickyHeader>
      <Drawer id={drawerId} dialogRef={dialogRef} menu={menu} />
    </>
  );
}
