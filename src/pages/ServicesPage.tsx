import { PageSections } from '../components/layout/PageSections';
import { CaseStudiesTeaser } from '../sections/caseStudies/CaseStudiesTeaser';
import { ServicesGrid } from '../sections/services/ServicesGrid';

export function ServicesPage() {
  return <PageSections sections={[ServicesGrid, CaseStudiesTeaser]} />;
}
