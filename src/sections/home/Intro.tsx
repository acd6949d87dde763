import { FeatureItem } from '../../components/ui/FeatureItem';
import { Section } from '../../components/ui/Section';
import home from 'virtual:content/home.yaml';
import { useInView } from '../../hooks/useInView';
import * as styles from './Intro.css';

/**
 * The value strip under the hero, faded in once near the window (`introReveal`): hidden only once
 * known to be below that line, where nobody sees it go; shown before hydration, without JavaScript
 * and with reduced motion.
 */
export function Intro() {
  const [ref, revealed] = useInView<HTMLUListElement>({
    rootMargin: styles.introReveal.rootMargin,
    once: true,
  });
  return (
    <Section
      titleId="intro-title"
      hiddenTitle={home.intro.title}
      className={styles.root}
      drawsOutside
    >
      <ul ref={ref} className={styles.strip} data-revealed={revealed}>
        {home.intro.points.map((point) => (
          <FeatureItem key={point.title} {...point} iconSize={26} classNames={styles.feature} />
        ))}
      </ul>
    </Section>
  );
}
