import { formatAddress, site } from '../../content/site';
import chrome from 'virtual:content/chrome.yaml';
import { LayoutIcon } from '../ui/LayoutIcon';
import * as styles from './TopBar.css';

/**
 * Contact strip above the header; hidden below the medium breakpoint. A labelled
 * landmark, so screen-reader users can find (or skip) it like the rest of the page.
 */
export function TopBar() {
  return (
    <aside className={styles.root} aria-label={chrome.topBar}>
      <div className={styles.inner}>
        <ul className={styles.list}>
          <li>
            <a className={styles.link} href={site.phone.href}>
              <LayoutIcon name="phone" size={16} />
              {site.phone.display}
            </a>
          </li>
          <li>
            <a className={styles.link} href={`mailto:${site.email}`}>
              <LayoutIcon name="mail" size={16} />
              {site.email}
            </a>
          </li>
          <li className={styles.item}>
            <LayoutIcon name="mapPin" size={16} />
            {formatAddress()}
          </li>
        </ul>
        <p className={styles.hours}>
          <LayoutIcon name="clock" size={16} />
          {site.hours}
        </p>
      </div>
    </aside>
  );
}
