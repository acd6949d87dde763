import { chromeLabels } from '../../content/siteChrome';
import * as styles from './SkipLink.css';

/** First tab stop on every page: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.root}>
      {chromeLabels.skipLink}
    </a>
  );
}
