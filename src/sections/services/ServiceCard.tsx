import { useId } from 'react';
import { Link } from 'wouter';
import { Icon } from '../../components/ui/Icon';
import services from 'virtual:content/services.yaml';
import { fill } from '../../content/template';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './ServiceCard.css';

/** One service; hovering the card or focusing its link slides the dark overlay in (pure CSS, so it works without JS too). */
export function ServiceCard({ service }: { service: (typeof services.catalog)[number] }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.top}>
        <span className={styles.iconTile}>
          <Icon name={service.icon} size={30} />
        </span>
        {/* The list already numbers the cards for assistive technology. */}
        <span className={styles.number} aria-hidden="true">
          {String(service.id).padStart(2, '0')}
        </span>
      </div>
      <h3 id={titleId} className={styles.title}>
        {service.title}
      </h3>
      <p className={styles.text}>{service.description}</p>
      <Link href="/contact" className={styles.quote}>
        {services.page.quoteLabel}{' '}
        <span className={visuallyHidden}>
          {fill(services.page.quoteContext, { service: service.title })}
        </span>
        <Icon name="arrowRight" size={18} className={styles.arrow} />
      </Link>
    </article>
  );
}
