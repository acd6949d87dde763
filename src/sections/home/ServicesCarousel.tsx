import { ButtonLink } from '../../components/ui/ButtonLink';
import { Carousel } from '../../components/ui/Carousel';
import { Icon } from '../../components/ui/Icon';
import { Section } from '../../components/ui/Section';
import { SlideImage } from '../../components/ui/SlideImage';
import { servicesCarousel } from '../../components/ui/carousels';
import home from 'virtual:content/home.yaml';
import services from 'virtual:content/services.yaml';
import * as styles from './ServicesCarousel.css';

function ServiceCard({ title, description, image, icon }: (typeof services.featured)[number]) {
  return (
    <article className={styles.card}>
      <SlideImage className={styles.image} src={image} alt="" width={400} height={260} />
      <div className={styles.body}>
        <span className={styles.icon}>
          <Icon name={icon} size={26} />
        </span>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.text}>{description}</p>
      </div>
    </article>
  );
}

/** The five headline services, one card further every 5 seconds. */
export function ServicesCarousel() {
  return (
    <Section
      titleId="home-services-title"
      heading={{ eyebrow: home.servicesSection.eyebrow, title: home.servicesSection.title }}
      band="alt"
    >
      <Carousel
        label={home.servicesSection.carouselLabel}
        timing={servicesCarousel}
        layoutClassName={styles.layout}
        slides={services.featured.map((service) => (
          <ServiceCard key={service.title} {...service} />
        ))}
      />
      <div className={styles.more}>
        <ButtonLink href={home.servicesSection.more.href} tone="outline">
          {home.servicesSection.more.label}
          <Icon name="arrowRight" size={18} />
        </ButtonLink>
      </div>
    </Section>
  );
}
