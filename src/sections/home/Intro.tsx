import { FeatureItem } from '../../components/ui/FeatureItem';
import { Section } from '../../components/ui/Section';
import home from 'virtual:content/home.yaml';
import { useInView } from '../../hooks/useInView';
import * as styles from './Intro.css';
import { introReveal } from './reveals';

/**
 * The value strip under the hero. It fades in once, when its top comes within 150 px of
 * the window's bottom. Until the page knows where the strip is (before hydration, or
 * without JavaScript) and with reduced motion it simply shows: it is hidden only once it
 * is known to be below that line, where nobody sees it go.
 */
export function Intro() {
  const [ref, revealed] = useInView<HTMLUListElement>({ rootMargin: introReveal.rootMargin, once: true });
  return (
    <Section titleId="intro-title" hiddenTitle={home.intro.title} className={styles.root} drawsOutside>
      <ul ref={ref} className={styles.strip} data-revealed={revealed}>
        {home.intro.points.map((point) => (
          <FeatureItem key={point.title} {...point} iconSize={26} classNames={styles.feature} />
        ))}
      </ul>
    </Section>
  );
}
