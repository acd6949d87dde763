import { deferred } from '../components/deferred/deferred';
import { PageSections } from '../components/layout/PageSections';
import { AboutIntro } from '../sections/about/AboutIntro';
import { WhyChooseUs } from '../sections/about/WhyChooseUs';

// The testimonial carousel sits at the end of the page: its code loads after the page.
const AboutTestimonials = deferred(() => import('../sections/about/AboutTestimonials').then((module) => module.AboutTestimonials));

export function AboutPage() {
  return <PageSections sections={[AboutIntro, WhyChooseUs, AboutTestimonials]} />;
}
