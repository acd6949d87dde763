import { Icon } from '../../components/ui/Icon';
import { Section } from '../../components/ui/Section';
import contact from 'virtual:content/contact.yaml';
import { contactCards } from '../../content/contactPage';
import * as styles from './ContactDetails.css';

/** Office address, phone and e-mail as three cards; phone and e-mail are links. */
export function ContactDetails() {
  return (
    <Section
      titleId="contact-details-title"
      heading={{ eyebrow: contact.intro.eyebrow, title: contact.intro.title, align: 'center', lead: <p>{contact.intro.lead}</p> }}
    >
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
    </Section>
  );
}
