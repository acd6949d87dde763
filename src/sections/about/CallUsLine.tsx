import { Icon } from '../../components/ui/Icon';
import aboutPage from 'virtual:content/about.yaml';
import { site } from '../../content/site';
import * as styles from './CallUsLine.css';

/** 'Call us' with the company phone as a tap-to-call link and the opening hours. */
export function CallUsLine() {
  return (
    <p className={styles.root}>
      <span className={styles.icon}>
        <Icon name="phone" size={22} />
      </span>
      <span className={styles.lines}>
        <span className={styles.label}>
          {aboutPage.intro.callLabel} <span className={styles.hours}>({site.hours})</span>
        </span>
        <a href={site.phone.href} className={styles.phone}>
          {site.phone.display}
        </a>
      </span>
    </p>
  );
}
