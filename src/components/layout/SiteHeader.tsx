import { useCallback, useId, useState } from 'react';
import { Drawer } from './Drawer';
import { Header } from './Header';
import * as styles from './SiteHeader.css';
import { StickyHeader } from './StickyHeader';

/** The header, its pinned copy and the menu drawer they share. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const drawerId = useId();
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const headerProps = { menuOpen, drawerId, onMenu: openMenu };

  return (
    <>
      <header className={styles.header}>
        <Header variant="static" {...headerProps} />
      </header>
      <StickyHeader>
        <Header variant="pinned" {...headerProps} />
      </StickyHeader>
      <Drawer id={drawerId} open={menuOpen} onClose={closeMenu} />
    </>
  );
}
