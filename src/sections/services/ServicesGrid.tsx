import { SectionHeading } from '../../components/ui/SectionHeading';
import { serviceCatalog, servicesIntro } from '../../content/serviceCatalog';
import { container, sectionAlt } from '../../styles/layout.css';
import { ServiceCard } from './ServiceCard';
import * as styles from './ServicesGrid.css';

/** The services page: every service the company offers, as a grid of cards. */
export function ServicesGrid() {
  return (
    <section className={sectionAlt} aria-labelledby="services-title">
      <div className={container}>
        <SectionHeading id="services-title" eyebrow={servicesIntro.eyebrow} title={servicesIntro.title} align="center">
          <p>{servicesIntro.lead}</p>
        </SectionHeading>
        <ul className={styles.grid}>
          {serviceCatalog.map((service) => (
            <li key={service.id} className={styles.item}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
