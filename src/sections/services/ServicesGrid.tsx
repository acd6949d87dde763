import { Section } from '../../components/ui/Section';
import { serviceCatalog, servicesIntro } from '../../content/serviceCatalog';
import { ServiceCard } from './ServiceCard';
import * as styles from './ServicesGrid.css';

/** The services page: every service the company offers, as a grid of cards. */
export function ServicesGrid() {
  return (
    <Section
      titleId="services-title"
      band="alt"
      heading={{ eyebrow: servicesIntro.eyebrow, title: servicesIntro.title, align: 'center', lead: <p>{servicesIntro.lead}</p> }}
    >
      <ul className={styles.grid}>
        {serviceCatalog.map((service) => (
          <li key={service.id} className={styles.item}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
