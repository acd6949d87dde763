import type { ReactNode } from 'react';
import { stickyHeaderThreshold } from './stickyHeader';
import { useScrollThreshold } from '../../hooks/useScrollThreshold';
import * as styles from './StickyHeader.css';

/**
 * The header's pinned copy. Until the page passes the threshold it is transparent,
 * unclickable, hidden from assistive technology and out of the tab order (inert).
 */
export function StickyHeader({ children }: { children: ReactNode }) {
  const visible = useScrollThreshold(stickyHeaderThreshold);
  return (
    <div
      className={`${styles.root} js-only`}
      data-state={visible ? 'visible' : 'hidden'}
      aria-hidden={!visible}
      inert={!visible}
    >
      {children}
    </div>
  );
}
