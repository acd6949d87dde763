import { ButtonLink } from '../../components/ui/ButtonLink';
import { Carousel } from '../../components/ui/Carousel';
import { Icon } from '../../components/ui/Icon';
import { Section } from '../../components/ui/Section';
import { SlideImage } from '../../components/ui/SlideImage';
import { servicesCarousel } from '../../components/ui/carousels';
import { servicesSection } from '../../content/home';
import { homeServices, type HomeService } from '../../content/homeServices';
import * as styles from './ServicesCarousel.css';

function ServiceCard({ title, description, image, icon }: HomeService) {
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
    <Section titleId="home-services-title" heading={{ eyebrow: servicesSection.eyebrow, title: servicesSection.title }} band="alt">
      <Carousel
        label={servicesSection.carouselLabel}
        timing={servicesCarousel}
        layoutClassName={styles.layout}
        slides={homeServices.map((service) => (
          <ServiceCard key={service.title} {...service} />
        ))}
      />
      <div className={styles.more}>
        <ButtonLink href={servicesSection.more.href} tone="outline">
          {servicesSection.more.label}
          <Icon name="arrowRight" size={18} />
        </ButtonLink>
      </div>
    </Section>
  );
}
