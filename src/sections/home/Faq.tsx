import faqImage from '../../assets/home/faq-consultation.svg?no-inline';
import { Accordion } from '../../components/ui/Accordion';
import { Section } from '../../components/ui/Section';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { faq } from '../../content/faq';
import { faqSection } from '../../content/home';
import * as styles from './Faq.css';

const items = faq.map(({ question, answer }) => ({
  title: question,
  content: answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
}));

/** Frequently asked questions beside a picture; the first answer is open. */
export function Faq() {
  return (
    <Section titleId="faq-title" band="alt" layoutClassName={styles.grid}>
      <img className={styles.image} src={faqImage} alt={faqSection.imageAlt} width={560} height={520} loading="lazy" decoding="async" />
      <div>
        <SectionHeading id="faq-title" eyebrow={faqSection.eyebrow} title={faqSection.title} />
        <Accordion items={items} />
      </div>
    </Section>
  );
}
