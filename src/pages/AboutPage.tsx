export function AboutPage() {
  return <section />;
}
