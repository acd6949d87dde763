import { site } from '../../content/site';
import * as styles from './Logo.css';

type LogoProps = { tone?: 'onLight' | 'onDark'; size?: 'md' | 'sm' };

/** The company mark and wordmark. The name is real text, so it reads and scales. */
export function Logo({ tone = 'onLight', size = 'md' }: LogoProps) {
  return (
    <span className={`${styles.root[tone]} ${styles.size[size]}`}>
      <svg
        className={styles.mark}
        width="40"
        height="40"
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="40" height="40" rx="10" className={styles.markTile[tone]} />
        <path d="M10 11h6l4 12 4-12h6l-7.5 18h-5z" className={styles.markV[tone]} />
        <circle cx="30" cy="29" r="3" className={styles.markDot} />
      </svg>
      <span className={styles.wordmark}>
        {site.shortName}
        <span className={styles.suffix}>{site.name.slice(site.shortName.length)}</span>
      </span>
    </span>
  );
}
