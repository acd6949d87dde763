import privacyPolicy from 'virtual:content/privacy-policy.md';
import { container, section } from '../../styles/layout.css';
import { formatLongDate } from './formatDate';
import * as contentsStyles from './PolicyContents.css';
import * as styles from './PrivacyPolicy.css';
import { RichTextContent } from './RichTextContent';

/** Links to each numbered section of the policy. */
function PolicyContents() {
  return (
    <nav className={`${contentsStyles.root} ${styles.contents}`} aria-labelledby="policy-contents-title">
      <p id="policy-contents-title" className={contentsStyles.title}>
        {privacyPolicy.tocLabel}
      </p>
      <ol className={contentsStyles.list}>
        {privacyPolicy.sections.map(({ id, title }) => (
          <li key={id} className={contentsStyles.item}>
            <a href={`#${id}`} className={contentsStyles.link}>
              {title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
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
            {privacyPolicy.lastUpdatedLabel}: <time dateTime={lastUpdated}>{formatLongDate(lastUpdated)}</time>
          </p>
          <p className={styles.intro}>{privacyPolicy.intro}</p>
        </header>
        <PolicyContents />
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
