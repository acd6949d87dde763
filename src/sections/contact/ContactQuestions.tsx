import { SectionHeading } from '../../components/ui/SectionHeading';
import { contactQuestions } from '../../content/contactPage';
import { site } from '../../content/site';
import { container, sectionAlt } from '../../styles/layout.css';
import { ContactForm } from '../../components/forms/ContactForm';
import * as styles from './ContactQuestions.css';
import { contactFormHeadingId } from './ids';

/** 'Have Any Questions?': what to expect beside the contact form. */
export function ContactQuestions() {
  return (
    <section className={sectionAlt} aria-labelledby={contactFormHeadingId}>
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.intro}>
          <SectionHeading id={contactFormHeadingId} eyebrow={contactQuestions.eyebrow} title={contactQuestions.title}>
            <p>{contactQuestions.lead}</p>
          </SectionHeading>
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
      </div>
    </section>
  );
}
