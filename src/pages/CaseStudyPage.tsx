import { PageSections } from '../components/layout/PageSections';
import { CaseStudyCta } from '../sections/caseStudies/CaseStudyCta';
import { CaseStudyOverview } from '../sections/caseStudies/CaseStudyOverview';
import { CaseStudyResults } from '../sections/caseStudies/CaseStudyResults';
import { CaseStudyStory } from '../sections/caseStudies/CaseStudyStory';

/** One case study: in brief, its results in figures, the story, then what to do next. */
export function CaseStudyPage() {
  return (
    <PageSections sections={[CaseStudyOverview, CaseStudyResults, CaseStudyStory, CaseStudyCta]} />
  );
}
