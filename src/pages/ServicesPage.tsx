import { deferred } from '../components/deferred/deferred';
import { PageSections } from '../components/layout/PageSections';
import { ServicesGrid } from '../sections/services/ServicesGrid';

// The case studies close the page, below the ten services: their code and data load after the page.
const CaseStudiesTeaser = deferred(() => import('../sections/caseStudies/CaseStudiesTeaser').then((module) => module.CaseStudiesTeaser));

export function ServicesPage() {
  return <PageSections sections={[ServicesGrid, CaseStudiesTeaser]} />;
}
