// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';
import faqFile from 'virtual:content/faq.yaml';
import services from 'virtual:content/services.yaml';
import statsFile from 'virtual:content/stats.yaml';
import testimonials from 'virtual:content/testimonials.yaml';

// What a visitor without JavaScript, or a crawler, gets: every section's full content.
describe('the prerendered home page', () => {
  it('carries the final statistics, not zeros', async () => {
    const html = await render('/');
    for (const { value, suffix } of statsFile.items)
      expect(html).toContain(`<span aria-hidden="true">${value}${suffix}</span>`);
  });

  it('carries every service, testimonial and FAQ answer, none of them hidden', async () => {
    const html = await render('/');
    for (const { title } of services.featured) expect(html).toContain(`>${title}</h3>`);
    for (const { text } of testimonials.home) expect(html).toContain(text);
    for (const { answer } of faqFile.questions)
      for (const paragraph of answer) expect(html).toContain(paragraph);
    const slides = html.match(/<(?:div|figure) [^>]*aria-roledescription="slide"[^>]*>/g) ?? [];
    // Services 5 + 4 clones, testimonials 3, technologies 8 + 4 clones: only clones hidden.
    expect(slides).toHaveLength(24);
    const hidden = slides.filter((tag) => tag.includes('aria-hidden'));
    expect(hidden).toHaveLength(8);
    for (const tag of hidden) expect(tag).toContain('carousel-clone');
  });

  it('loads the hero illustration first and every image further down lazily', async () => {
    const html = await render('/');
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images[0]).toMatch(/hero-robotic-hand.*loading="eager"/);
    expect(images[0]).toContain('fetchPriority="high"');
    for (const image of images.slice(1)) expect(image).toContain('loading="lazy"');
    for (const image of images) expect(image).toMatch(/width="\d+" height="\d+"/);
  });
});
