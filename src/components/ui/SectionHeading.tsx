import type { ReactNode } from 'react';
import * as styles from './SectionHeading.css';

export type SectionHeadingProps = {
  /** Small uppercase label above the heading, e.g. 'OUR TECHNOLOGIES'. */
  eyebrow?: string;
  title: string;
  id?: string;
  align?: 'start' | 'center';
  tone?: 'onLight' | 'onDark';
  /** The lead paragraph(s) under the heading. */
  lead?: ReactNode;
};

/** A section's eyebrow label, h2 and optional lead paragraph. */
export function SectionHeading({
  eyebrow,
  title,
  id,
  align = 'start',
  tone = 'onLight',
  lead,
}: SectionHeadingProps) {
  return (
    <div className={styles.root({ align, tone })}>
      {eyebrow && <p className={styles.eyebrow({ tone })}>{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead && <div className={styles.lead({ tone })}>{lead}</div>}
    </div>
  );
}
