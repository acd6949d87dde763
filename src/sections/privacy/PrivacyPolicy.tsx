import privacyPolicy from 'virtual:content/privacy-policy.md';
import { container, section } from '../../styles/layout.css';
import { formatLongDate } from './formatDate';
import * as styles from './PrivacyPolicy.css';
import { PolicyContents } from './PolicyContents';
import { RichTextContent } from './RichTextContent';

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
            {privacyPolicy.lastUpdatedLabel}: <time dateTime={lastUpdated}>{formatLongDate(lastUpdated)}</time>
          </p>
          <p className={styles.intro}>{privacyPolicy.intro}</p>
        </header>
        <PolicyContents sections={sections} className={styles.contents} />
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
                        <RichTextContent value={item} linkClassName={styles.link} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p key={blockIndex}>
                    <RichTextContent value={block.paragraph} linkClassName={styles.link} />
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
