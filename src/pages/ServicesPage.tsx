export function ServicesPage() {
  return <section />;
}
