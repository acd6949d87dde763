import privacyPolicy from 'virtual:content/privacy-policy.md';
import type { PolicySection } from '../../content/types';
import * as styles from './PolicyContents.css';

/** Links to each numbered section of the policy. */
export function PolicyContents({ sections, className }: { sections: readonly PolicySection[]; className?: string }) {
  return (
    <nav className={[styles.root, className].filter(Boolean).join(' ')} aria-labelledby="policy-contents-title">
      <p id="policy-contents-title" className={styles.title}>
        {privacyPolicy.tocLabel}
      </p>
      <ol className={styles.list}>
        {sections.map(({ id, title }) => (
          <li key={id} className={styles.item}>
            <a href={`#${id}`} className={styles.link}>
              {title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
