import { memo, Suspense, use, useEffect, useRef, type ComponentType } from 'react';
import { useOnApproach } from '../../hooks/useOnApproach';
import { partWaiting } from './hydrationSignal';
import { lazyChunkTimeoutMs, withTimeout } from './withTimeout';

/**
 * A deferred part's code is fetched once the part is this close to the window, or the
 * visitor starts to scroll, touch or type: ahead of the visitor, yet never on a visit
 * that stays on the first screen.
 */
const deferredLoadMargin = '200px';

const preloaders: Array<() => Promise<unknown>> = [];

/**
 * A component whose code stays out of the page's first load. The prerendered HTML
 * holds it in full (the prerender step loads every deferred component first); in the
 * browser React keeps that HTML as it is, requests the chunk when the part is near the
 * window or the visitor starts to move (see `useOnApproach`), and hydrates this part
 * once it arrives. Rendered in the browser without prerendered HTML (after a client-side
 * navigation), it requests the chunk at once. A chunk that fails reaches the nearest
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

  let request!: () => void;
  const requested = new Promise<void>((resolve) => (request = resolve));
  let loading: Promise<ComponentType> | undefined;

  function Content({ onLive }: { onLive: () => void }) {
    const Component = Loaded ?? use((loading ??= requested.then(preload)));
    useEffect(onLive, [onLive]);
    return <Component />;
  }
  // Memoised: an update reaching a boundary still waiting to hydrate would make React
  // drop the prerendered HTML and show the empty fallback until the chunk arrives.
  return memo(function Deferred() {
    const ref = useOnApproach<HTMLDivElement>(request, deferredLoadMargin);
    // An empty box means there is no prerendered HTML to keep: load at once.
    useEffect(() => {
      if (!ref.current?.hasChildNodes()) request();
    }, [ref]);
    // For the page's hydration signal: live once the content's own effect has run, which
    // may come before this part's (same commit) or long after (chunk on approach).
    const wait = useRef<{ live: boolean; end?: () => void }>({ live: false });
    useEffect(() => {
      const state = wait.current;
      if (!state.live) state.end = partWaiting(state);
      return () => state.end?.();
    }, []);
    const onLive = useRef(() => {
      wait.current.live = true;
      wait.current.end?.();
    }).current;
    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <Content onLive={onLive} />
        </Suspense>
      </div>
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
