import heroImage from '../../assets/home/hero-robotic-hand.svg?picture';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Picture } from '../../components/ui/Picture';
import { eyebrow } from '../../components/ui/SectionHeading.css';
import home from 'virtual:content/home.yaml';
import * as styles from './Hero.css';

/** The page's opening: tagline, the one h1, a call to action and the robotic-hand illustration. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={eyebrow({ tone: 'onDark' })}>{home.hero.tagline}</p>
          <h1 id="hero-title" className={styles.title}>
            {home.hero.title}
          </h1>
          <p className={styles.text}>{home.hero.text}</p>
          <ButtonLink href={home.hero.cta.href} size="lg" className={styles.cta}>
            {home.hero.cta.label}
          </ButtonLink>
        </div>
        {/* The page's largest paint: fetched first, never lazily; encoded at build (vector while that is smaller). */}
        <Picture
          image={heroImage}
          className={styles.image}
          alt={home.hero.imageAlt}
          sizes="(min-width: 900px) 50vw, 100vw"
          priority
        />
      </div>
    </section>
  );
}
