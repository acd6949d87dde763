import { memo, Suspense, use, useEffect, useRef, useState, type ComponentType } from 'react';
import { useOnApproach } from '../../hooks/useOnApproach';
import { partWaiting } from './hydrationSignal';
import { lazyChunk } from './lazyChunk';

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
 * error boundary; the part, rendered again later (another visit to its page), tries again.
 */
export function deferred(load: () => Promise<ComponentType>): ComponentType {
  const chunk = lazyChunk(load);
  preloaders.push(chunk.load);

  /** The part's content: `arrival` when the chunk was not there as the part mounted, so every render of it calls `use` alike. */
  function Content({ arrival, onLive }: { arrival: Promise<ComponentType> | undefined; onLive: () => void }) {
    const Component = arrival ? use(arrival) : chunk.loaded();
    useEffect(onLive, [onLive]);
    return Component ? <Component /> : null;
  }
  // Memoised: an update reaching a boundary still waiting to hydrate would make React
  // drop the prerendered HTML and show the empty fallback until the chunk arrives.
  return memo(function Deferred() {
    // Per part on the page: the chunk is fetched once it is asked for, and a failed fetch
    // stays this part's failure (for its error boundary) without being kept for the next one.
    const [{ request, arrival }] = useState(() => {
      let request!: () => void;
      const requested = new Promise<void>((resolve) => (request = resolve));
      return { request, arrival: chunk.loaded() ? undefined : requested.then(chunk.load) };
    });
    const ref = useOnApproach<HTMLDivElement>(request, deferredLoadMargin);
    // An empty box means there is no prerendered HTML to keep: load at once.
    useEffect(() => {
      if (!ref.current?.hasChildNodes()) request();
    }, [ref, request]);
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
          <Content arrival={arrival} onLive={onLive} />
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
