import { FeatureItem } from '../../components/ui/FeatureItem';
import { Section } from '../../components/ui/Section';
import { whyChooseUs } from '../../content/aboutPage';
import * as styles from './WhyChooseUs.css';

/** The checklist of reasons to work with the company, each with a one-line explanation. */
export function WhyChooseUs() {
  return (
    <Section
      titleId="why-choose-us-title"
      band="alt"
      heading={{ eyebrow: whyChooseUs.eyebrow, title: whyChooseUs.title, align: 'center', lead: <p>{whyChooseUs.lead}</p> }}
    >
      <ul className={styles.list}>
        {whyChooseUs.items.map((item) => (
          <FeatureItem key={item.title} {...item} icon="check" iconSize={20} iconStrokeWidth={3} classNames={styles.feature} />
        ))}
      </ul>
    </Section>
  );
}
