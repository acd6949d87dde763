import { Link } from 'wouter';
import chrome from 'virtual:content/chrome.yaml';
import * as styles from './PageBanner.css';

/** A step of the breadcrumb trail; the current page has no path. */
export type Crumb = { name: string; path?: string };

/** An inner page's title band with its breadcrumb trail: links to ancestors, then the current page marked aria-current. */
export function PageBanner({ title, crumbs }: { title: string; crumbs: readonly Crumb[] }) {
  return (
    <div className={styles.root}>
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
        <nav aria-label={chrome.breadcrumb} className={styles.trail}>
          <ol className={styles.list}>
            {crumbs.map(({ name, path }) => (
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
      </div>
    </div>
  );
}
