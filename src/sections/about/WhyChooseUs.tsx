import { FeatureItem } from '../../components/ui/FeatureItem';
import { Section } from '../../components/ui/Section';
import aboutPage from 'virtual:content/about.yaml';
import * as styles from './WhyChooseUs.css';

/** The checklist of reasons to work with the company, each with a one-line explanation. */
export function WhyChooseUs() {
  return (
    <Section
      titleId="why-choose-us-title"
      band="alt"
      heading={{
        eyebrow: aboutPage.whyChooseUs.eyebrow,
        title: aboutPage.whyChooseUs.title,
        align: 'center',
        lead: <p>{aboutPage.whyChooseUs.lead}</p>,
      }}
    >
      <ul className={styles.list}>
        {aboutPage.whyChooseUs.items.map((item) => (
          <FeatureItem
            key={item.title}
            {...item}
            icon="check"
            iconSize={20}
            iconStrokeWidth={3}
            classNames={styles.feature}
          />
        ))}
      </ul>
    </Section>
  );
}
