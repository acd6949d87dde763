import { Section } from '../../components/ui/Section';
import { SectionHeading } from '../../components/ui/SectionHeading';
import contact from 'virtual:content/contact.yaml';
import { site } from '../../content/site';
import { ContactForm } from '../../components/forms/ContactForm';
import * as styles from './ContactFormSection.css';

/** The contact form, with what to expect after sending it beside it ('Have Any Questions?'). */
export function ContactFormSection() {
  return (
    <Section titleId="contact-form-title" band="alt" layoutClassName={styles.layout}>
      <div className={styles.intro}>
        <SectionHeading
          id="contact-form-title"
          eyebrow={contact.questions.eyebrow}
          title={contact.questions.title}
          lead={<p>{contact.questions.lead}</p>}
        />
        <h3 className={styles.nextTitle}>{contact.questions.nextTitle}</h3>
        <ol className={styles.steps}>
          {contact.questions.nextSteps.map((step) => (
            <li key={step} className={styles.step}>
              {step}
            </li>
          ))}
        </ol>
        <p className={styles.call}>
          {contact.questions.callPrompt}{' '}
          <a href={site.phone.href} className={styles.callLink}>
            {site.phone.display}
          </a>
        </p>
      </div>
      <div className={styles.formPanel}>
        <ContactForm />
      </div>
    </Section>
  );
}
