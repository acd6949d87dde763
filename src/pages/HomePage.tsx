import { PageSections } from '../components/layout/PageSections';
import { AboutBlock } from '../sections/home/AboutBlock';
import { Faq } from '../sections/home/Faq';
import { Feedback } from '../sections/home/Feedback';
import { Hero } from '../sections/home/Hero';
import { Intro } from '../sections/home/Intro';
import { ServicesCarousel } from '../sections/home/ServicesCarousel';
import { Stats } from '../sections/home/Stats';
import { Technologies } from '../sections/home/Technologies';

/** The home page, its sections in the order DESIGN.md fixes. */
export function HomePage() {
  return (
    <PageSections
      sections={[Hero, Intro, AboutBlock, ServicesCarousel, Stats, Feedback, Faq, Technologies]}
    />
  );
}
