import faqImage from '../../assets/home/faq-consultation.svg?no-inline';
import { Accordion } from '../../components/ui/Accordion';
import { Section } from '../../components/ui/Section';
import { SectionHeading } from '../../components/ui/SectionHeading';
import faqFile from 'virtual:content/faq.yaml';
import home from 'virtual:content/home.yaml';
import * as styles from './Faq.css';

const items = faqFile.questions.map(({ question, answer }) => ({
  title: question,
  content: answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
}));

/** Frequently asked questions beside a picture; the first answer is open. */
export function Faq() {
  return (
    <Section titleId="faq-title" band="alt" layoutClassName={styles.grid}>
      <img
        className={styles.image}
        src={faqImage}
        alt={home.faqSection.imageAlt}
        width={560}
        height={520}
        loading="lazy"
        decoding="async"
      />
      <div>
        <SectionHeading
          id="faq-title"
          eyebrow={home.faqSection.eyebrow}
          title={home.faqSection.title}
        />
        <Accordion items={items} />
      </div>
    </Section>
  );
}
