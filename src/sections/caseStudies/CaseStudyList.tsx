import { Section } from '../../components/ui/Section';
import caseStudies from 'virtual:content/case-studies';
import caseStudiesCopy from 'virtual:content/case-studies-page.yaml';
import { localePath } from '../../content/locale';
import { feedPath } from '../../addresses.mjs';
import { Icon } from '../../components/ui/Icon';
import { CaseStudyCard } from './CaseStudyCard';
import * as styles from './CaseStudyList.css';

const copy = caseStudiesCopy.list;

/** Every case study, newest first, as cards; the feed's link below them. */
export function CaseStudyList() {
  return (
    <Section
      titleId="case-studies-title"
      band="alt"
      heading={{ eyebrow: copy.eyebrow, title: copy.title, lead: <p>{copy.lead}</p> }}
    >
      <ul className={styles.grid}>
        {caseStudies.map((study, index) => (
          <li key={study.slug} className={styles.item}>
            <CaseStudyCard study={study} featured={index === 0} />
          </li>
        ))}
      </ul>
      <p className={styles.feed}>
        <a href={localePath(feedPath)} className={styles.feedLink} type="application/atom+xml">
          <Icon name="externalLink" size={16} />
          {copy.feedLabel}
        </a>
      </p>
    </Section>
  );
}
