import chrome from 'virtual:content/chrome.yaml';
import * as styles from './SkipLink.css';

/** First tab stop on every page: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.root}>
      {chrome.skipLink}
    </a>
  );
}
