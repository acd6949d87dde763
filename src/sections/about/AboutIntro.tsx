import { ButtonLink } from '../../components/ui/ButtonLink';
import { FeatureItem } from '../../components/ui/FeatureItem';
import { Section } from '../../components/ui/Section';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { aboutIntro } from '../../content/aboutPage';
import * as styles from './AboutIntro.css';
import { CallUsLine } from './CallUsLine';

/** Who the company is: illustration with the experience badge, claim, highlights and ways to act. */
export function AboutIntro() {
  const { image, badge } = aboutIntro;
  return (
    <Section titleId="about-intro-title" layoutClassName={styles.layout}>
      <div className={styles.media}>
        {/* The page's largest paint: fetched at once, first, and named in its response's preload header; no layout shift thanks to width/height. */}
        <img className={styles.image} src={image.src} width={image.width} height={image.height} alt={image.alt} fetchPriority="high" />
        <p className={styles.badge}>
          <span className={styles.badgeValue}>{badge.value}</span>{' '}
          <span className={styles.badgeLabel}>{badge.label}</span>
        </p>
      </div>
      <div className={styles.body}>
        <SectionHeading id="about-intro-title" eyebrow={aboutIntro.eyebrow} title={aboutIntro.title} lead={<p>{aboutIntro.text}</p>} />
        <ul className={styles.highlights}>
          {aboutIntro.highlights.map((highlight) => (
            <FeatureItem key={highlight.title} {...highlight} iconSize={28} classNames={styles.highlight} />
          ))}
        </ul>
        <div className={styles.actions}>
          <ButtonLink href={aboutIntro.cta.href} size="lg">
            {aboutIntro.cta.label}
          </ButtonLink>
          <CallUsLine />
        </div>
      </div>
    </Section>
  );
}
