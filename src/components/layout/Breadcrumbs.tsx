import { Link } from 'wouter';
import chrome from 'virtual:content/chrome.yaml';
import * as styles from './Breadcrumbs.css';

/** A step of the breadcrumb trail; the current page has no path. */
export type Crumb = { name: string; path?: string };

/** Breadcrumb trail: links to ancestors, then the current page marked aria-current. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label={chrome.breadcrumb} className={styles.root}>
      <ol className={styles.list}>
        {items.map(({ name, path }) => (
          <li key={name} className={path ? styles.item : styles.currentItem}>
            {path ? (
              <Link href={path} className={styles.link}>
                {name}
              </Link>
            ) : (
              <span aria-current="page" className={styles.current}>
                {name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
