import { ButtonLink } from '../../components/ui/ButtonLink';
import { Icon } from '../../components/ui/Icon';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { aboutIntro } from '../../content/aboutPage';
import { container, section } from '../../styles/layout.css';
import * as styles from './AboutIntro.css';
import { CallUsLine } from './CallUsLine';

/** Who the company is: illustration with the experience badge, claim, highlights and ways to act. */
export function AboutIntro() {
  const { image, badge } = aboutIntro;
  return (
    <section className={section} aria-labelledby="about-intro-title">
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.media}>
          {/* In the first screen on wide windows, so it loads eagerly; no layout shift thanks to width/height. */}
          <img className={styles.image} src={image.src} width={image.width} height={image.height} alt={image.alt} decoding="async" />
          <p className={styles.badge}>
            <span className={styles.badgeValue}>{badge.value}</span>{' '}
            <span className={styles.badgeLabel}>{badge.label}</span>
          </p>
        </div>
        <div className={styles.body}>
          <SectionHeading id="about-intro-title" eyebrow={aboutIntro.eyebrow} title={aboutIntro.title}>
            <p>{aboutIntro.text}</p>
          </SectionHeading>
          <ul className={styles.highlights}>
            {aboutIntro.highlights.map(({ icon, title, text }) => (
              <li key={title} className={styles.highlight}>
                <span className={styles.highlightIcon}>
                  <Icon name={icon} size={28} />
                </span>
                <span>
                  <strong className={styles.highlightTitle}>{title}</strong>
                  <span className={styles.highlightText}>{text}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <ButtonLink href={aboutIntro.cta.href} size="lg">
              {aboutIntro.cta.label}
            </ButtonLink>
            <CallUsLine />
          </div>
        </div>
      </div>
    </section>
  );
}
