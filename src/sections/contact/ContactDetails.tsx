import { Icon } from '../../components/ui/Icon';
import { Section } from '../../components/ui/Section';
import contact from 'virtual:content/contact.yaml';
import type { IconName } from '../../content/iconNames';
import { site } from '../../content/site';
import * as styles from './ContactDetails.css';

const { cards } = contact;
/** The cards' wording (content/<language>/contact.yaml) around the company's details (content/company.yaml). */
const contactCards: readonly {
  icon: IconName;
  title: string;
  value: string;
  href?: string;
  note: string;
}[] = [
  { icon: 'mapPin', ...cards.address, value: site.addressLine },
  { icon: 'phone', ...cards.phone, value: site.phone.display, href: site.phone.href },
  { icon: 'mail', ...cards.email, value: site.email, href: `mailto:${site.email}` },
];

/** Office address, phone and e-mail as three cards; phone and e-mail are links. */
export function ContactDetails() {
  return (
    <Section
      titleId="contact-details-title"
      heading={{
        eyebrow: contact.intro.eyebrow,
        title: contact.intro.title,
        align: 'center',
        lead: <p>{contact.intro.lead}</p>,
      }}
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
