import { PageSections } from '../components/layout/PageSections';
import { CaseStudyList } from '../sections/caseStudies/CaseStudyList';

export function CaseStudiesPage() {
  return <PageSections sections={[CaseStudyList]} />;
}
