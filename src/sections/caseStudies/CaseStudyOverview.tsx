import { Picture } from '../../components/ui/Picture';
import caseStudiesCopy from 'virtual:content/case-studies-page.yaml';
import { container, section } from '../../styles/layout.css';
import { formatLongDate } from '../privacy/formatDate';
import * as styles from './CaseStudyOverview.css';
import { useShownStudy } from './useShownStudy';

const copy = caseStudiesCopy.study;

/** The study in brief: its summary and challenge, the cover, and the facts of the engagement. */
export function CaseStudyOverview() {
  const study = useShownStudy();
  if (!study) return null;
  const facts = {
    [copy.clientLabel]: study.client,
    [copy.sectorLabel]: study.sector,
    [copy.technologiesLabel]: (
      <ul className={styles.tags}>
        {study.technologies.map((name) => (
          <li key={name} className={styles.tag}>
            {name}
          </li>
        ))}
      </ul>
    ),
    [copy.publishedLabel]: <time dateTime={study.date}>{formatLongDate(study.date)}</time>,
  };
  return (
    <section aria-labelledby="case-study-challenge" className={section}>
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.text}>
          <p className={styles.summary}>{study.summary}</p>
          <div className={styles.challenge}>
            <h2 id="case-study-challenge" className={styles.challengeTitle}>
              {copy.challengeTitle}
            </h2>
            <p>{study.challenge}</p>
          </div>
        </div>
        <div className={styles.aside}>
          <Picture
            image={study.cover.image}
            alt={study.cover.alt}
            sizes="(min-width: 1200px) 560px, (min-width: 900px) 45vw, 100vw"
            className={styles.cover}
            priority
          />
          <dl className={styles.facts}>
            {Object.entries(facts).map(([term, value]) => (
              <div key={term} className={styles.fact}>
                <dt className={styles.term}>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
