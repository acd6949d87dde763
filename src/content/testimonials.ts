import { loadContent } from './load/contentFiles';

/** What clients say (content/en/testimonials.yaml); avatars are drawn from the names' initials. */
const { home, about } = loadContent('testimonials.yaml');

/** The home page's rotator. */
export const homeTestimonials = home;
export type Testimonial = (typeof home)[number];

/** The About page's carousel; `clientTitle` is filled with the client's company. */
export const { items: aboutTestimonials, ...aboutTestimonialsSection } = about;
export type ClientTestimonial = (typeof aboutTestimonials)[number];
