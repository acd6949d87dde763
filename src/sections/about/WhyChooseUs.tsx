import { Icon } from '../../components/ui/Icon';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { whyChooseUs } from '../../content/aboutPage';
import { container, sectionAlt } from '../../styles/layout.css';
import * as styles from './WhyChooseUs.css';

/** The checklist of reasons to work with the company, each with a one-line explanation. */
export function WhyChooseUs() {
  return (
    <section className={sectionAlt} aria-labelledby="why-choose-us-title">
      <div className={container}>
        <SectionHeading id="why-choose-us-title" eyebrow={whyChooseUs.eyebrow} title={whyChooseUs.title} align="center">
          <p>{whyChooseUs.lead}</p>
        </SectionHeading>
        <ul className={styles.list}>
          {whyChooseUs.items.map(({ title, text }) => (
            <li key={title} className={styles.item}>
              <span className={styles.check}>
                <Icon name="check" size={20} strokeWidth={3} />
              </span>
              <div>
                <h3 className={styles.title}>{title}</h3>
                <p className={styles.text}>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
