import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferred, preloadDeferred } from '../../src/components/deferred/deferred';
import { markPageHydrated } from '../../src/components/deferred/hydrationSignal';
import { intersect } from '../mocks/intersectionObserver';

function Later() {
  return <p>Loaded later</p>;
}

/** Proves it is live: a click counts only once React has hydrated it. */
function Counter() {
  const [clicks, setClicks] = useState(0);
  return <button onClick={() => setClicks(clicks + 1)}>Clicked {clicks}</button>;
}

/** The part's prerendered HTML in a container, hydrated with a part whose chunk has not loaded. */
async function hydratePrerendered() {
  const Prerendered = deferred(() => Promise.resolve(Counter));
  await preloadDeferred();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Prerendered />);
  document.body.append(container);
  const load = vi.fn(() => Promise.resolve(Counter));
  const Part = deferred(load);
  const root = await act(async () => hydrateRoot(container, <Part />));
  return { container, load, unmount: () => act(() => root.unmount()) };
}

describe('deferred', () => {
  it('renders its component once the chunk arrives', async () => {
    let arrive: (component: typeof Later) => void = () => {};
    const Part = deferred(() => new Promise((resolve) => (arrive = resolve)));
    await act(async () => {
      render(<Part />);
    });
    expect(screen.queryByText('Loaded later')).not.toBeInTheDocument();
    await act(async () => arrive(Later));
    expect(screen.getByText('Loaded later')).toBeInTheDocument();
  });

  it('renders in full, synchronously, after preloadDeferred (as the prerender step does)', async () => {
    const Part = deferred(() => Promise.resolve(Later));
    await preloadDeferred();
    expect(renderToString(<Part />)).toContain('<p>Loaded later</p>');
  });

  it('tries the chunk again after a failed load', async () => {
    let attempts = 0;
    const Part = deferred(() => (attempts++ === 0 ? Promise.reject(new Error('offline')) : Promise.resolve(Later)));
    await expect(preloadDeferred()).rejects.toThrow('offline');
    await preloadDeferred();
    expect(renderToString(<Part />)).toContain('Loaded later');
    expect(attempts).toBe(2);
  });

  it('keeps the prerendered HTML and loads nothing while the visitor stays on the first screen', async () => {
    const { load, unmount } = await hydratePrerendered();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 0');
    unmount();
  });

  it('loads and hydrates the part once it comes near the window', async () => {
    const { container, load, unmount } = await hydratePrerendered();
    await act(async () => intersect(container.firstElementChild!, 0.1));
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 1');
    unmount();
  });

  it('loads the part once the visitor starts to scroll', async () => {
    const { load, unmount } = await hydratePrerendered();
    await act(async () => fireEvent.scroll(window));
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 1');
    unmount();
  });

  it('says on <html> that the page is partly live until the part hydrates, then fully', async () => {
    const { container, unmount } = await hydratePrerendered();
    markPageHydrated();
    expect(document.documentElement).toHaveAttribute('data-hydrated', 'partly');
    await act(async () => intersect(container.firstElementChild!, 0.1));
    expect(document.documentElement).toHaveAttribute('data-hydrated', 'fully');
    unmount();
  });
});
