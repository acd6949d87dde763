import { useId, type MouseEvent } from 'react';
import { messageBox } from './messageBox.css';
import * as styles from './ErrorSummary.css';

type ErrorSummaryProps = {
  title: string;
  /** Each error with the id of the control it belongs to. */
  items: readonly { id: string; message: string }[];
};

/**
 * The list of problems after a refused submit, announced as an alert. Each entry links
 * to its field; following a link moves focus into the field rather than just scrolling.
 */
export function ErrorSummary({ title, items }: ErrorSummaryProps) {
  const titleId = useId();
  const focusField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    document.getElementById(id)?.focus();
  };
  return (
    <div role="alert" aria-labelledby={titleId} className={`${messageBox.onLight.error} ${styles.summary}`}>
      <p id={titleId} className={styles.title}>
        {title}
      </p>
      <ul className={styles.list}>
        {items.map(({ id, message }) => (
          <li key={id}>
            <a href={`#${id}`} className={styles.link} onClick={(event) => focusField(event, id)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
