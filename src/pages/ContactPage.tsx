import { deferred } from '../components/deferred/deferred';
import { PageSections } from '../components/layout/PageSections';
import { ContactDetails } from '../sections/contact/ContactDetails';
import { OfficeMap } from '../sections/contact/OfficeMap';

// The form's validation, drafts and delivery load as the page hydrates, beside the framework.
const ContactQuestions = deferred(() => import('../sections/contact/ContactQuestions').then((module) => module.ContactQuestions));

export function ContactPage() {
  return <PageSections sections={[ContactDetails, ContactQuestions, OfficeMap]} />;
}
