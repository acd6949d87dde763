import { ButtonLink } from '../components/ui/ButtonLink';
import thankYou from 'virtual:content/thank-you.yaml';
import { container, section } from '../styles/layout.css';
import * as styles from './shortPage.css';

/** Where a form posted natively (JavaScript off) lands: the receiver answers with a redirect here. */
export function ThankYouPage() {
  return (
    <section className={section} aria-labelledby="thank-you-title">
      <div className={`${container} ${styles.inner}`}>
        <h2 id="thank-you-title" className={styles.title}>
          {thankYou.title}
        </h2>
        <p className={styles.text}>{thankYou.text}</p>
        <ul className={styles.next}>
          {thankYou.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <ButtonLink href="/" size="lg">
          {thankYou.homeLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
