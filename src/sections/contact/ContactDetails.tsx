import { Icon } from '../../components/ui/Icon';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { contactCards, contactIntro } from '../../content/contactPage';
import { container, section } from '../../styles/layout.css';
import * as styles from './ContactDetails.css';

/** Office address, phone and e-mail as three cards; phone and e-mail are links. */
export function ContactDetails() {
  return (
    <section className={section} aria-labelledby="contact-details-title">
      <div className={container}>
        <SectionHeading id="contact-details-title" eyebrow={contactIntro.eyebrow} title={contactIntro.title} align="center">
          <p>{contactIntro.lead}</p>
        </SectionHeading>
        <ul className={styles.list}>
          {contactCards.map(({ icon, title, value, href, note }) => (
            <li key={title} className={styles.card}>
              <span className={styles.icon}>
                <Icon name={icon} size={28} />
              </span>
              <h3 className={styles.title}>{title}</h3>
              {href ? (
                <a href={href} className={styles.value}>
                  {value}
                </a>
              ) : (
                <p className={styles.value}>{value}</p>
              )}
              <p className={styles.note}>{note}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
