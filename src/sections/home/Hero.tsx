import heroImage from '../../assets/home/hero-robotic-hand.svg?no-inline';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { hero } from '../../content/home';
import * as styles from './Hero.css';

/** The page's opening: tagline, the one h1, a call to action and the robotic-hand illustration. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.tagline}>{hero.tagline}</p>
          <h1 id="hero-title" className={styles.title}>
            {hero.title}
          </h1>
          <p className={styles.text}>{hero.text}</p>
          <ButtonLink href={hero.cta.href} size="lg" className={styles.cta}>
            {hero.cta.label}
          </ButtonLink>
        </div>
        {/* The page's largest paint: fetched first, never lazily. */}
        <img className={styles.image} src={heroImage} alt={hero.imageAlt} width={640} height={560} loading="eager" fetchPriority="high" />
      </div>
    </section>
  );
}
