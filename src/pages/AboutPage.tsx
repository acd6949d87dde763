import { PageSections } from '../components/layout/PageSections';
import { AboutIntro } from '../sections/about/AboutIntro';
import { AboutTestimonials } from '../sections/about/AboutTestimonials';
import { WhyChooseUs } from '../sections/about/WhyChooseUs';

export function AboutPage() {
  return <PageSections sections={[AboutIntro, WhyChooseUs, AboutTestimonials]} />;
}
