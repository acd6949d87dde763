import { memo, Suspense, use, type ComponentType } from 'react';
import { lazyChunkTimeoutMs } from '../constants';
import { withTimeout } from './withTimeout';

const preloaders: Array<() => Promise<unknown>> = [];

/**
 * A component whose code stays out of the page's first load. The prerendered HTML
 * holds it in full (the prerender step loads every deferred component first); in the
 * browser React keeps that HTML as it is, requests the chunk as the page hydrates,
 * and hydrates this part once it arrives. A chunk that fails reaches the nearest
 * error boundary.
 */
export function deferred(load: () => Promise<ComponentType>): ComponentType {
  let Loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () =>
    (pending ??= withTimeout(load(), lazyChunkTimeoutMs).then(
      (Component) => (Loaded = Component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  preloaders.push(preload);

  function Content() {
    const Component = Loaded ?? use(preload());
    return <Component />;
  }
  // Memoised: an update reaching a boundary still waiting to hydrate would make React
  // drop the prerendered HTML and show the empty fallback until the chunk arrives.
  return memo(function Deferred() {
    return (
      <Suspense fallback={null}>
        <Content />
      </Suspense>
    );
  });
}

/** Loads every deferred component declared so far, including ones their modules declare. */
export async function preloadDeferred(): Promise<void> {
  let count: number;
  do {
    count = preloaders.length;
    await Promise.all(preloaders.map((preload) => preload()));
  } while (preloaders.length !== count);
}
