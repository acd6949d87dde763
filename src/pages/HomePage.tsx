export function HomePage() {
  return (
    <section>
      <h1>Grow Your Business with Our Expert IT Services</h1>
    </section>
  );
}
