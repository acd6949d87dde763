import { Section } from '../../components/ui/Section';
import services from 'virtual:content/services.yaml';
import { ServiceCard } from './ServiceCard';
import * as styles from './ServicesGrid.css';

/** The services page: every service the company offers, as a grid of cards. */
export function ServicesGrid() {
  return (
    <Section
      titleId="services-title"
      band="alt"
      heading={{
        eyebrow: services.page.eyebrow,
        title: services.page.title,
        align: 'center',
        lead: <p>{services.page.lead}</p>,
      }}
    >
      <ul className={styles.grid}>
        {services.catalog.map((service) => (
          <li key={service.id} className={styles.item}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
