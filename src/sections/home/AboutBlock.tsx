import { ButtonLink } from '../../components/ui/ButtonLink';
import { Icon } from '../../components/ui/Icon';
import { Section } from '../../components/ui/Section';
import { SectionHeading } from '../../components/ui/SectionHeading';
import home from 'virtual:content/home.yaml';
import { site } from '../../content/site';
import * as styles from './AboutBlock.css';

/** Who we are in one paragraph, and the three things we do best. */
export function AboutBlock() {
  return (
    <Section titleId="home-about-title" layoutClassName={styles.grid}>
      <div className={styles.lead}>
        <SectionHeading
          id="home-about-title"
          eyebrow={home.about.eyebrow}
          title={home.about.title}
        />
        <div className={styles.callout}>
          <p className={styles.experience}>
            <span className={styles.figure}>{home.about.experience.figure}</span>
            {home.about.experience.label}
          </p>
          <p className={styles.call}>
            <span className={styles.callIcon}>
              <Icon name="phone" size={20} />
            </span>
            <span>
              {home.about.callLabel}
              <a className={styles.phone} href={site.phone.href}>
                {site.phone.display}
              </a>
            </span>
          </p>
        </div>
      </div>
      <div className={styles.body}>
        <p className={styles.text}>{home.about.text}</p>
        <ul className={styles.points}>
          {home.about.points.map((point) => (
            <li key={point} className={styles.point}>
              <span className={styles.tick}>
                <Icon name="check" size={18} />
              </span>
              {point}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <ButtonLink href={home.about.cta.href} tone="primary">
            {home.about.cta.label}
            <Icon name="arrowRight" size={18} />
          </ButtonLink>
          <ButtonLink href={home.about.proof.href} tone="outline">
            {home.about.proof.label}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
