import { PageSections } from '../components/layout/PageSections';
import { PrivacyPolicy } from '../sections/privacy/PrivacyPolicy';

export function PrivacyPolicyPage() {
  return <PageSections sections={[PrivacyPolicy]} />;
}
