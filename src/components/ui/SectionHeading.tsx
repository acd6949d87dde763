import type { ReactNode } from 'react';
import * as styles from './SectionHeading.css';

type SectionHeadingProps = {
  /** Small uppercase label above the heading, e.g. 'OUR TECHNOLOGIES'. */
  eyebrow?: string;
  title: string;
  id?: string;
  align?: 'start' | 'center';
  tone?: 'onLight' | 'onDark';
  children?: ReactNode;
};

/** A section's eyebrow label, h2 and optional lead paragraph. */
export function SectionHeading({ eyebrow, title, id, align = 'start', tone = 'onLight', children }: SectionHeadingProps) {
  return (
    <div className={styles.root({ align, tone })}>
      {eyebrow && <p className={styles.eyebrow({ tone })}>{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children && <div className={styles.lead({ tone })}>{children}</div>}
    </div>
  );
}
