import { loadContent } from './load/contentFiles';

/** Copy of the home page's sections, top to bottom: content/en/home.yaml. */
export const { hero, intro, about, servicesSection, statsSection, feedbackSection, faqSection, technologiesSection } =
  loadContent('home.yaml');
