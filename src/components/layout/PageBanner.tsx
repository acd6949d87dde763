import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import * as styles from './PageBanner.css';

/** An inner page's title band with its breadcrumb trail. */
export function PageBanner({ title, crumbs }: { title: string; crumbs: readonly Crumb[] }) {
  return (
    <div className={styles.root}>
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
        <Breadcrumbs items={crumbs} />
      </div>
    </div>
  );
}
