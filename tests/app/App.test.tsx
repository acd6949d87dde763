import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { loadPage } from '../../src/app/loading/loadPage';
import { findRoute, notFoundRoute, routes } from '../../src/app/routes';
import { setReducedMotion } from '../mocks/matchMedia';
import { renderAt } from '../renderAt';

describe('<App />', () => {
  // As in the browser, where the prerendered page's chunk is loaded before hydrating. The
  // first import of every page transforms most of the site, which takes a while on a busy machine.
  beforeAll(async () => {
    await Promise.all([...routes, notFoundRoute].map((route) => loadPage(route.page)));
  }, 60_000);

  // The title is the prerendered page's until the first client-side navigation (useDocumentHead).
  it.each(routes.filter((route) => route.heading))(
    'renders $path with its banner heading',
    async (route) => {
      renderAt(route.path, <App />);
      expect(
        await screen.findByRole('heading', { level: 1, name: route.heading }),
      ).toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
    },
  );

  it('renders the 404 page with a way home for an unknown path', async () => {
    renderAt('/no-such-page', <App />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('scrolls smoothly to the top and focuses the main content after a route change', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const user = userEvent.setup();
    renderAt('/services', <App />);
    await screen.findByRole('heading', { level: 1, name: 'Services' });
    expect(scrollTo).not.toHaveBeenCalled();
    Object.defineProperty(window, 'scrollY', { value: 1500, configurable: true });
    await user.click(
      screen.getByRole('navigation', { name: 'Main' }).querySelector('a[href="/about"]')!,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(findRoute('/about').title));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
    // Something appearing above the view (a story's chunk, the web fonts) moved the scroll's end:
    // the scroll goes on to the top.
    Object.defineProperty(window, 'scrollY', { value: 877, configurable: true });
    act(() => void window.dispatchEvent(new Event('scrollend')));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    // Once the visitor scrolls for themselves, the page leaves the scroll to them.
    fireEvent.wheel(window);
    act(() => void window.dispatchEvent(new Event('scrollend')));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('jumps to the top instantly under reduced motion', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    setReducedMotion(true);
    Object.defineProperty(window, 'scrollY', { value: 1500, configurable: true });
    const { navigate } = renderAt('/services', <App />);
    await screen.findByRole('heading', { level: 1, name: 'Services' });
    act(() => navigate('/contact'));
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('route table', () => {
  it.each(routes)(
    '$path has a unique title and a 15-160 character description',
    ({ path, title, description }) => {
      expect(description.length).toBeGreaterThanOrEqual(15);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(routes.filter((route) => route.title === title)).toHaveLength(1);
      expect(findRoute(path).path).toBe(path);
    },
  );

  it('tolerates a trailing slash', () => {
    expect(findRoute('/services/').path).toBe('/services');
  });
});
