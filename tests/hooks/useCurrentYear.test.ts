import { act } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentYear } from '../../src/hooks/useCurrentYear';

const buildYear = 2026;

function Copyright() {
  return createElement('p', null, `© ${useCurrentYear(buildYear)}`);
}

/** The prerendered HTML (made in the build year), hydrated in the reader's year. */
async function readIn(readerDate: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(createElement(Copyright));
  const prerendered = container.textContent;
  vi.useFakeTimers({ now: new Date(readerDate), toFake: ['Date'] });
  // React reports a hydration mismatch here, then drops the prerendered HTML.
  const errors = vi.fn();
  const root = await act(async () =>
    hydrateRoot(container, createElement(Copyright), { onRecoverableError: errors }),
  );
  const shown = container.textContent;
  act(() => root.unmount());
  return { prerendered, shown, errors };
}

describe('useCurrentYear', () => {
  afterEach(() => vi.useRealTimers());

  it('prerenders the build year, then shows the year the page is read in, without a hydration mismatch', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00'), toFake: ['Date'] });
    const { prerendered, shown, errors } = await readIn('2031-03-01T12:00:00');
    expect(prerendered).toBe('© 2026');
    expect(shown).toBe('© 2031');
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the build year when the page is read that same year', async () => {
    const { shown } = await readIn('2026-12-31T23:59:00');
    expect(shown).toBe('© 2026');
  });
});
