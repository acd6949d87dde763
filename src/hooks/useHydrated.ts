import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while prerendering and hydrating, true from the first client render after
 * hydration: for markup that must match the prerendered HTML first, then change.
 *
 * @example const hydrated = useHydrated(); const shown = hydrated ? animated : final;
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
