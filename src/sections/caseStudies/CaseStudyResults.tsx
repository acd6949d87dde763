import { Section } from '../../components/ui/Section';
import caseStudiesCopy from 'virtual:content/case-studies-page.yaml';
import * as styles from './CaseStudyResults.css';
import { useShownStudy } from './useShownStudy';

/** The study's headline figures, large, on the navy band the home page's statistics use. */
export function CaseStudyResults() {
  const study = useShownStudy();
  if (!study) return null;
  return (
    <Section
      titleId="case-study-results"
      className={styles.root}
      heading={{ title: caseStudiesCopy.study.resultsTitle, tone: 'onDark' }}
    >
      <ul className={styles.list}>
        {study.results.map(({ figure, label }) => (
          <li key={label} className={styles.result}>
            <p className={styles.figure}>{figure}</p>
            <p className={styles.label}>{label}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
