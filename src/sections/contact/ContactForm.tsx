// Placeholder until the contact form lands: the page composes it already.
export function ContactForm() {
  return null;
}
