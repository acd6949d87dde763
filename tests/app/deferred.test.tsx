import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred, preloadDeferred } from '../../src/app/deferred';

function Later() {
  return <p>Loaded later</p>;
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
});
