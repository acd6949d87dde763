import { Link } from 'wouter';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Section } from '../components/ui/Section';
import { mainNav } from '../content/navigation';
import { notFound } from '../content/notFound';
import * as styles from './NotFoundPage.css';

export function NotFoundPage() {
  return (
    <Section titleId="not-found-title" layoutClassName={styles.inner}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h2 id="not-found-title" className={styles.title}>
        {notFound.title}
      </h2>
      <p className={styles.text}>{notFound.text}</p>
      <ButtonLink href="/" size="lg">
        {notFound.homeLabel}
      </ButtonLink>
      <nav aria-label={notFound.popularLabel}>
        <ul className={styles.links}>
          {mainNav
            .filter(({ href }) => href !== '/')
            .map(({ label, href }) => (
              <li key={href}>
                <Link href={href}>{label}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </Section>
  );
}
