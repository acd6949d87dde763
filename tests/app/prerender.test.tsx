// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { notFoundRoute, render, renderHead, routes } from '../../src/entry-server';

describe('prerender', () => {
  it.each(routes)(
    'renders $path with the layout and its own content, without a window',
    async (route) => {
      const html = await render(route.path);
      expect(html).toContain('Skip to main content');
      expect(html).toContain('<main id="main"');
      // Inner pages head their banner with the route's heading; the home page has its own.
      expect(html).toContain(route.heading ? `>${route.heading}</h1>` : '<h1');
      expect(html).toContain('All rights reserved.');
    },
  );

  it('renders the 404 page', async () => {
    expect(await render(notFoundRoute.path)).toContain('Back to the home page');
  });

  it('writes an escaped title and description into the head', () => {
    const head = renderHead({ ...notFoundRoute, title: 'A & B <c>', description: 'Say "hi"' });
    expect(head).toContain('<title>A &amp; B &lt;c&gt;</title>');
    expect(head).toContain('content="Say &quot;hi&quot;"');
  });
});
