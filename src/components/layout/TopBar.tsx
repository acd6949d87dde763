import { site } from '../../content/site';
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
        <ContactList
          className={styles.list}
          linkClassName={styles.link}
          lineClassName={styles.item}
        />
        <p className={styles.hours}>
          <LayoutIcon name="clock" size={16} />
          {site.hours}
        </p>
      </div>
    </aside>
  );
}

type ContactListProps = {
  className: string;
  linkClassName: string;
  lineClassName: string;
  addressClassName?: string;
};

/** Phone and e-mail links and the office address, each after its icon, as the top bar and the footer list them. */
export function ContactList({
  className,
  linkClassName,
  lineClassName,
  addressClassName,
}: ContactListProps) {
  return (
    <ul className={className}>
      <li>
        <a href={site.phone.href} className={linkClassName}>
          <LayoutIcon name="phone" size={16} />
          {site.phone.display}
        </a>
      </li>
      <li>
        <a href={`mailto:${site.email}`} className={linkClassName}>
          <LayoutIcon name="mail" size={16} />
          {site.email}
        </a>
      </li>
      <li className={lineClassName}>
        <LayoutIcon name="mapPin" size={16} />
        {addressClassName ? (
          <address className={addressClassName}>{site.addressLine}</address>
        ) : (
          site.addressLine
        )}
      </li>
    </ul>
  );
}
