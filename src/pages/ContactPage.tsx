import { PageSections } from '../components/layout/PageSections';
import { ContactDetails } from '../sections/contact/ContactDetails';
import { ContactFormSection } from '../sections/contact/ContactFormSection';
import { OfficeMap } from '../sections/contact/OfficeMap';

export function ContactPage() {
  return <PageSections sections={[ContactDetails, ContactFormSection, OfficeMap]} />;
}
