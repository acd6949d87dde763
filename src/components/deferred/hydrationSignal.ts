// How far the page has come to life, said publicly on <html> for tests and tools:
// data-hydrated="partly" once React has hydrated the page, while parts that load on
// approach still wait for their chunk; "fully" once every one of them is live too.

const waiting = new Set<object>();
let pageLive = false;

function show() {
  if (pageLive) document.documentElement.dataset.hydrated = waiting.size ? 'partly' : 'fully';
}

/** Called once the hydrating root has committed. */
export function markPageHydrated() {
  pageLive = true;
  show();
}

/** A deferred part is on the page, its chunk not yet live; returns the call that ends the wait. */
export function partWaiting(part: object): () => void {
  waiting.add(part);
  show();
  return () => {
    waiting.delete(part);
    show();
  };
}
