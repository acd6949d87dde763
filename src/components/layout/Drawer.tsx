import { useId, useRef, type MouseEvent } from 'react';
import { chromeLabels } from '../../content/siteChrome';
import { useEscapeKey } from '../../hooks/useEscapeKey';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { useScrollLock } from '../../hooks/useScrollLock';
import { visuallyHidden } from '../../styles/utils.css';
import { Icon } from '../ui/Icon';
import { Logo } from '../ui/Logo';
import * as styles from './Drawer.css';
import { NavLinks } from './NavLinks';

type DrawerProps = { id: string; open: boolean; onClose: () => void };

/**
 * The menu as a modal dialog sliding in from the left: focus moves in and stays,
 * the page behind is inert and does not scroll; Escape, the close button, the
 * backdrop and following a link close it, and focus returns to the menu button.
 */
export function Drawer({ id, open, onClose }: DrawerProps) {
  const backdropRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(backdropRef, open);
  useScrollLock(open);
  useEscapeKey(open, onClose);

  const closeOnBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // A click beside the panel is a pointer shortcut: Escape and the close button are the keyboard's ways out.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={backdropRef}
      className={`${styles.backdrop} js-only`}
      data-state={open ? 'open' : 'closed'}
      aria-hidden={!open}
      inert={!open}
      onClick={closeOnBackdrop}
    >
      <div id={id} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.top}>
          <Logo size="sm" />
          <button type="button" className={styles.close} aria-label={chromeLabels.closeMenu} onClick={onClose}>
            <Icon name="close" size={24} />
          </button>
        </div>
        <h2 id={titleId} className={visuallyHidden}>
          {chromeLabels.menuTitle}
        </h2>
        <nav aria-label={chromeLabels.menuNav}>
          <NavLinks listClassName={styles.list} linkClassName={styles.link} onNavigate={onClose} />
        </nav>
      </div>
    </div>
  );
}
