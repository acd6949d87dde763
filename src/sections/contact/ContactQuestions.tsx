import { Section } from '../../components/ui/Section';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { contactQuestions } from '../../content/contactPage';
import { site } from '../../content/site';
import { ContactForm } from '../../components/forms/ContactForm';
import * as styles from './ContactQuestions.css';
import { contactFormHeadingId } from './ids';

/** 'Have Any Questions?': what to expect beside the contact form. */
export function ContactQuestions() {
  return (
    <Section titleId={contactFormHeadingId} band="alt" layoutClassName={styles.layout}>
      <div className={styles.intro}>
        <SectionHeading
          id={contactFormHeadingId}
          eyebrow={contactQuestions.eyebrow}
          title={contactQuestions.title}
          lead={<p>{contactQuestions.lead}</p>}
        />
        <h3 className={styles.nextTitle}>{contactQuestions.nextTitle}</h3>
        <ol className={styles.steps}>
          {contactQuestions.nextSteps.map((step) => (
            <li key={step} className={styles.step}>
              {step}
            </li>
          ))}
        </ol>
        <p className={styles.call}>
          {contactQuestions.callPrompt}{' '}
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
