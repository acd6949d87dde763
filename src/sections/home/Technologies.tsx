import { Carousel } from '../../components/ui/Carousel';
import { Section } from '../../components/ui/Section';
import { SlideImage } from '../../components/ui/SlideImage';
import { technologiesCarousel } from '../../components/ui/carousels';
import home from 'virtual:content/home.yaml';
import technologiesFile from 'virtual:content/technologies.yaml';
import * as styles from './Technologies.css';

/** The platforms we work with, as an endless logo carousel: one step every 3 seconds. */
export function Technologies() {
  return (
    <Section
      titleId="technologies-title"
      heading={{
        eyebrow: home.technologiesSection.eyebrow,
        title: home.technologiesSection.title,
        align: 'center',
      }}
    >
      <Carousel
        label={home.technologiesSection.carouselLabel}
        timing={technologiesCarousel}
        layoutClassName={styles.layout}
        slides={technologiesFile.logos.map(({ logo, alt }) => (
          <div key={alt} className={styles.cell}>
            <div className={styles.tile}>
              <SlideImage
                src={logo}
                alt={alt}
                {...styles.technologyLogoSize}
                className={styles.logo}
              />
            </div>
          </div>
        ))}
      />
    </Section>
  );
}
