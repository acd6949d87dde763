import { PageSections } from '../../components/layout/PageSections';
import { Faq } from './Faq';
import { Feedback } from './Feedback';
import { ServicesCarousel } from './ServicesCarousel';
import { Stats } from './Stats';
import { Technologies } from './Technologies';

/** The home sections below the first screen: one chunk, hydrated after the page itself. */
export function HomeBelowFold() {
  return <PageSections sections={[ServicesCarousel, Stats, Feedback, Faq, Technologies]} />;
}
