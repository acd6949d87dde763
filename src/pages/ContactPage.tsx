export function ContactPage() {
  return <section />;
}
