import { ButtonLink } from '../../components/ui/ButtonLink';
import { FeatureItem } from '../../components/ui/FeatureItem';
import { Icon } from '../../components/ui/Icon';
import { Section } from '../../components/ui/Section';
import { SectionHeading } from '../../components/ui/SectionHeading';
import aboutPage from 'virtual:content/about.yaml';
import { site } from '../../content/site';
import * as styles from './AboutIntro.css';

/** 'Call us' with the company phone as a tap-to-call link and the opening hours. */
function CallUsLine() {
  return (
    <p className={styles.call}>
      <span className={styles.callIcon}>
        <Icon name="phone" size={22} />
      </span>
      <span className={styles.callLines}>
        <span className={styles.callLabel}>
          {aboutPage.intro.callLabel}{' '}
          <span className={styles.hours}>{aboutPage.intro.callHours}</span>
        </span>
        <a href={site.phone.href} className={styles.phone}>
          {site.phone.display}
        </a>
      </span>
    </p>
  );
}

/** Who the company is: illustration with the experience badge, claim, highlights and ways to act. */
export function AboutIntro() {
  const { image, badge } = aboutPage.intro;
  return (
    <Section titleId="about-intro-title" layoutClassName={styles.layout}>
      <div className={styles.media}>
        {/* The page's largest paint: fetched at once, first, and named in its response's preload header; no layout shift thanks to width/height. */}
        <img
          className={styles.image}
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt}
          fetchPriority="high"
        />
        <p className={styles.badge}>
          <span className={styles.badgeValue}>{badge.value}</span>{' '}
          <span className={styles.badgeLabel}>{badge.label}</span>
        </p>
      </div>
      <div className={styles.body}>
        <SectionHeading
          id="about-intro-title"
          eyebrow={aboutPage.intro.eyebrow}
          title={aboutPage.intro.title}
          lead={<p>{aboutPage.intro.text}</p>}
        />
        <ul className={styles.highlights}>
          {aboutPage.intro.highlights.map((highlight) => (
            <FeatureItem
              key={highlight.title}
              {...highlight}
              iconSize={28}
              classNames={styles.highlight}
            />
          ))}
        </ul>
        <div className={styles.actions}>
          <ButtonLink href={aboutPage.intro.cta.href} size="lg">
            {aboutPage.intro.cta.label}
          </ButtonLink>
          <CallUsLine />
        </div>
      </div>
    </Section>
  );
}
