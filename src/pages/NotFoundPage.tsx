import { Link } from 'wouter';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Section } from '../components/ui/Section';
import navigation from 'virtual:content/navigation.yaml';
import notFound from 'virtual:content/not-found.yaml';
import * as styles from './shortPage.css';

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
          {navigation.main
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
