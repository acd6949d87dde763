// Placeholder until the testimonial carousel lands: the About page composes it already.
export function AboutTestimonials() {
  return null;
}
