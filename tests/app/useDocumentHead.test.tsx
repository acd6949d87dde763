import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderHead } from '../../src/prerender/head';
import { notFoundRoute, routes } from '../../src/app/routes';
import { useDocumentHead } from '../../src/app/useDocumentHead';

const home = routes.find((route) => route.path === '/')!;
const services = routes.find((route) => route.path === '/services')!;
const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');
const alternates = () =>
  [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
    (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
  );

describe('useDocumentHead', () => {
  // As in the browser: the head the page was prerendered with.
  beforeEach(() => {
    document.head.innerHTML = renderHead(home);
  });

  it('leaves the prerendered head as it is on the first page', () => {
    document.title = 'As prerendered';
    renderHook(() => useDocumentHead(home));
    expect(document.title).toBe('As prerendered');
  });

  it('moves the title, description, canonical URL, language versions and share texts to the new route', () => {
    const { rerender } = renderHook(({ route }) => useDocumentHead(route), {
      initialProps: { route: home },
    });
    rerender({ route: services });
    expect(document.title).toBe(services.title);
    expect(content('meta[name="description"]')).toBe(services.description);
    expect(content('meta[property="og:title"]')).toBe(services.title);
    expect(content('meta[name="twitter:description"]')).toBe(services.description);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.vantix.example/services',
    );
    expect(document.head.querySelectorAll('meta[property="og:url"]')).toHaveLength(1);
    expect(alternates()).toEqual([
      'en https://www.vantix.example/services',
      'es https://www.vantix.example/es/services',
      'x-default https://www.vantix.example/services',
    ]);
    rerender({ route: home });
    expect(document.title).toBe(home.title);
  });

  it('marks the 404 page noindex without a canonical URL or language versions, and undoes that on the way out', () => {
    const { rerender } = renderHook(({ route }) => useDocumentHead(route), {
      initialProps: { route: home },
    });
    rerender({ route: notFoundRoute });
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(alternates()).toEqual([]);
    rerender({ route: services });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.vantix.example/services',
    );
    expect(alternates()).toHaveLength(3);
  });
});
