import { useId, useState, type ReactNode } from 'react';
import * as styles from './Accordion.css';
import { Icon } from './Icon';

export type AccordionItem = { title: string; content: ReactNode };

type AccordionProps = { items: readonly AccordionItem[]; /** Open at first; `null` for none. */ initiallyOpen?: number | null };

/**
 * Questions and answers, one open at a time (WAI-ARIA accordion): each title is an h3
 * wrapping a button that says whether its panel is expanded and which panel it controls;
 * each panel is a region named by its button. Opening one closes the others; pressing
 * the open one closes it. Without JavaScript every panel shows (`accordion-panel`).
 */
export function Accordion({ items, initiallyOpen = 0 }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const id = useId();
  return (
    <div className={styles.root}>
      {items.map(({ title, content }, index) => {
        const expanded = open === index;
        const buttonId = `${id}-button-${index}`;
        const panelId = `${id}-panel-${index}`;
        return (
          <div key={title} className={styles.item}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{title}</span>
                <Icon name="chevronDown" size={20} className={styles.chevron} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={`${styles.panel} accordion-panel`} hidden={!expanded}>
              {content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
