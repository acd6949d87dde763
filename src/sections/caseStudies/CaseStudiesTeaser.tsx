import { Link } from 'wouter';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Section } from '../../components/ui/Section';
import { SectionHeading } from '../../components/ui/SectionHeading';
import caseStudies from 'virtual:content/case-studies';
import caseStudiesCopy from 'virtual:content/case-studies-page.yaml';
import { fill } from '../../content/template';
import * as styles from './CaseStudiesTeaser.css';

const { teaser } = caseStudiesCopy;

/** The way from a page about what we do to what it achieved: each study's headline figure, and the list. */
export function CaseStudiesTeaser() {
  return (
    <Section titleId="case-studies-teaser" layoutClassName={styles.layout}>
      <div className={styles.intro}>
        <SectionHeading
          id="case-studies-teaser"
          eyebrow={teaser.eyebrow}
          title={teaser.title}
          lead={<p>{teaser.text}</p>}
        />
        <ButtonLink href={teaser.action.href} tone="primary">
          {teaser.action.label}
        </ButtonLink>
      </div>
      <ul className={styles.list}>
        {caseStudies.map(({ slug, path, title, sector, results: [headline] }) => (
          <li key={slug}>
            <Link href={path} className={styles.study}>
              <span className={styles.figure}>{headline?.figure}</span>
              <span className={styles.label}>{headline?.label}</span>
              <span className={styles.studyTitle}>
                {fill(teaser.studyTitle, { sector, title })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
