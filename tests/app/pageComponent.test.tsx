import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ui from 'virtual:content/interface.yaml';

const loadPage = vi.fn<(name: string) => Promise<ComponentType>>();

vi.mock('../../src/app/loading/loadPage', () => ({
  loadPage: (name: string) => loadPage(name),
  loadedPage: () => undefined,
}));

const { pageComponent } = await import('../../src/app/loading/pageComponent');

function AboutRoute() {
  const Page = pageComponent('AboutPage');
  return <Page />;
}

const AboutPage = () => <h1>About us</h1>;

/** A client navigation to the page, rendered until its load has settled. */
async function visit() {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <Suspense fallback={null}>
        <AboutRoute />
      </Suspense>,
    );
  });
  return view!;
}

describe('pageComponent', () => {
  afterEach(() => {
    loadPage.mockReset();
    sessionStorage.clear();
  });

  it('after a failed load has been shown, the next navigation to the page fetches it again', async () => {
    // The one reload this tab may make is already spent, so the failure is shown in place.
    sessionStorage.setItem('vantix:page-chunk-reloaded', '1');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadPage.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(AboutPage);

    const first = await visit();
    expect(screen.getByRole('alert')).toHaveTextContent(ui.pageLoadFailure.navigation);
    first.unmount();

    await visit();
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadPage).toHaveBeenCalledTimes(2);
  });
});
