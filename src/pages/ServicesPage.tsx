import { PageSections } from '../components/layout/PageSections';
import { ServicesGrid } from '../sections/services/ServicesGrid';

export function ServicesPage() {
  return <PageSections sections={[ServicesGrid]} />;
}
