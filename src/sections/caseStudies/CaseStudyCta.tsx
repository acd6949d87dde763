import { ButtonLink } from '../../components/ui/ButtonLink';
import { Section } from '../../components/ui/Section';
import caseStudiesCopy from 'virtual:content/case-studies-page.yaml';
import * as styles from './CaseStudyCta.css';

const { cta } = caseStudiesCopy.study;

/** After the story: an invitation to talk, and the way back to the other studies. */
export function CaseStudyCta() {
  return (
    <Section
      titleId="case-study-next"
      band="alt"
      layoutClassName={styles.layout}
      heading={{ title: cta.title, align: 'center', lead: <p>{cta.text}</p> }}
    >
      <div className={styles.actions}>
        <ButtonLink href={cta.action.href} size="lg">
          {cta.action.label}
        </ButtonLink>
        <ButtonLink href={cta.back.href} tone="outline" size="lg">
          {cta.back.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
