import { Carousel } from '../../components/ui/Carousel';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { technologiesCarousel } from '../../components/ui/carousels';
import { technologiesSection } from '../../content/home';
import { technologies, technologyLogoSize } from '../../content/technologies';
import { container, section } from '../../styles/layout.css';
import * as styles from './Technologies.css';

/** The platforms we work with, as an endless logo carousel: one step every 3 seconds. */
export function Technologies() {
  return (
    <section aria-labelledby="technologies-title" className={section}>
      <div className={container}>
        <SectionHeading id="technologies-title" eyebrow={technologiesSection.eyebrow} title={technologiesSection.title} align="center" />
        <Carousel
          label={technologiesSection.carouselLabel}
          timing={technologiesCarousel}
          layoutClassName={styles.layout}
          slides={technologies.map(({ logo, alt }) => (
            <div key={alt} className={styles.cell}>
              <div className={styles.tile}>
                <img src={logo} alt={alt} {...technologyLogoSize} loading="lazy" decoding="async" className={styles.logo} />
              </div>
            </div>
          ))}
        />
      </div>
    </section>
  );
}
