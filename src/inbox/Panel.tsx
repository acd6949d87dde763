import type { ReactNode } from 'react';
import * as styles from './panel.css';

/** A card of the inbox: a section named by its own heading. */
export function Panel({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
