import { useId, type ReactNode } from 'react';
import * as styles from './Accordion.css';
import { Icon } from './Icon';

export type AccordionItem = { title: string; content: ReactNode };

type AccordionProps = { items: readonly AccordionItem[] };

/**
 * Questions and answers as an exclusive group of `<details>` sharing a name: the browser
 * keeps one open at a time, opens and closes them with no script (before the app is live
 * and with JavaScript off) and tells assistive technology whether each is expanded.
 * The first is open in the prerendered page; React only renders, never tracks which is open.
 */
export function Accordion({ items }: AccordionProps) {
  const name = useId();
  return (
    <div className={styles.root}>
      {items.map(({ title, content }, index) => (
        <details key={title} name={name} open={index === 0} className={styles.item}>
          <summary className={styles.trigger}>
            <span>{title}</span>
            <Icon name="chevronDown" size={20} className={styles.chevron} />
          </summary>
          <div className={styles.panel}>{content}</div>
        </details>
      ))}
    </div>
  );
}
