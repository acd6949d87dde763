import { PageSections } from '../components/layout/PageSections';
import { ContactDetails } from '../sections/contact/ContactDetails';
import { ContactQuestions } from '../sections/contact/ContactQuestions';
import { OfficeMap } from '../sections/contact/OfficeMap';

export function ContactPage() {
  return <PageSections sections={[ContactDetails, ContactQuestions, OfficeMap]} />;
}
