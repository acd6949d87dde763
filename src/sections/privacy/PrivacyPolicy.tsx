import privacyPolicy from 'virtual:content/privacy-policy.md';
import { localePath } from '../../content/locale';
import type { RichText } from '../../content/types';
import { container, section } from '../../styles/layout.css';
import { formatLongDate } from './formatDate';
import * as styles from './PrivacyPolicy.css';

/** Running text from the content files, with its links (a page of the site's in this build's language). */
function RichTextContent({ value }: { value: RichText }) {
  if (typeof value === 'string') return value;
  return value.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      // Parts never reorder, so their position is a stable key.
      <a
        key={index}
        href={part.href.startsWith('/') ? localePath(part.href) : part.href}
        className={styles.link}
      >
        {part.text}
      </a>
    ),
  );
}

/**
 * The privacy policy: date and summary, a table of contents (beside the text on wide
 * screens), then the numbered sections set at a comfortable measure.
 */
export function PrivacyPolicy() {
  const { sections, lastUpdated } = privacyPolicy;
  return (
    <div className={section}>
      <article className={`${container} ${styles.layout}`}>
        <header className={styles.header}>
          <p className={styles.updated}>
            {privacyPolicy.lastUpdatedLabel}:{' '}
            <time dateTime={lastUpdated}>{formatLongDate(lastUpdated)}</time>
          </p>
          <p className={styles.intro}>{privacyPolicy.intro}</p>
        </header>
        <nav className={styles.contents} aria-labelledby="policy-contents-title">
          <p id="policy-contents-title" className={styles.contentsTitle}>
            {privacyPolicy.tocLabel}
          </p>
          <ol className={styles.contentsList}>
            {sections.map(({ id, title }) => (
              <li key={id} className={styles.contentsItem}>
                <a href={`#${id}`} className={styles.contentsLink}>
                  {title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {sections.map(({ id, title, blocks }, index) => (
            <section key={id} className={styles.part}>
              <h2 id={id} className={styles.heading}>
                <span className={styles.number}>{index + 1}.</span> {title}
              </h2>
              {blocks.map((block, blockIndex) =>
                'list' in block ? (
                  <ul key={blockIndex} className={styles.list}>
                    {block.list.map((item, itemIndex) => (
                      <li key={itemIndex}>
                        <RichTextContent value={item} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p key={blockIndex}>
                    <RichTextContent value={block.paragraph} />
                  </p>
                ),
              )}
            </section>
          ))}
        </div>
      </article>
    </div>
  );
}
