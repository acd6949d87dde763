import { Icon } from '../../components/ui/Icon';
import { introReveal } from './reveals';
import { intro } from '../../content/home';
import { useInView } from '../../hooks/useInView';
import { container } from '../../styles/layout.css';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './Intro.css';

/**
 * The value strip under the hero. It fades in once, when its top comes within 150 px of
 * the window's bottom. Until the page knows where the strip is (before hydration, or
 * without JavaScript) and with reduced motion it simply shows: it is hidden only once it
 * is known to be below that line, where nobody sees it go.
 */
export function Intro() {
  const [ref, revealed] = useInView<HTMLUListElement>({ rootMargin: introReveal.rootMargin, once: true });
  return (
    <section aria-labelledby="intro-title" className={styles.root}>
      <h2 id="intro-title" className={visuallyHidden}>
        {intro.title}
      </h2>
      <div className={container}>
        <ul ref={ref} className={styles.strip} data-revealed={revealed}>
          {intro.points.map(({ icon, title, text }) => (
            <li key={title} className={styles.point}>
              <span className={styles.icon}>
                <Icon name={icon} size={26} />
              </span>
              <div>
                <h3 className={styles.title}>{title}</h3>
                <p className={styles.text}>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
