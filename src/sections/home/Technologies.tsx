import { Carousel } from '../../components/ui/Carousel';
import { Section } from '../../components/ui/Section';
import { SlideImage } from '../../components/ui/SlideImage';
import { technologiesCarousel } from '../../components/ui/carousels';
import { technologiesSection } from '../../content/home';
import { technologies, technologyLogoSize } from '../../content/technologies';
import * as styles from './Technologies.css';

/** The platforms we work with, as an endless logo carousel: one step every 3 seconds. */
export function Technologies() {
  return (
    <Section titleId="technologies-title" heading={{ eyebrow: technologiesSection.eyebrow, title: technologiesSection.title, align: 'center' }}>
      <Carousel
        label={technologiesSection.carouselLabel}
        timing={technologiesCarousel}
        layoutClassName={styles.layout}
        slides={technologies.map(({ logo, alt }) => (
          <div key={alt} className={styles.cell}>
            <div className={styles.tile}>
              <SlideImage src={logo} alt={alt} {...technologyLogoSize} className={styles.logo} />
            </div>
          </div>
        ))}
      />
    </Section>
  );
}
