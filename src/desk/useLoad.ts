import { useCallback, useEffect, useRef, useState } from 'react';
import { useDesk } from './deskContext';

type Loaded<T> = { data: T | undefined; error: string | undefined; loading: boolean };

/**
 * What `load` answers, fetched again whenever `key` changes or `reload` is called. What was
 * shown stays until the new answer arrives; an answer to an outdated key is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const { fail } = useDesk();
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded<T>>({ data: undefined, error: undefined, loading: true });

  useEffect(() => {
    let current = true;
    setState((shown) => ({ ...shown, loading: true }));
    latest.current().then(
      (data) => current && setState({ data, error: undefined, loading: false }),
      (error: unknown) => current && setState((shown) => ({ ...shown, error: fail(error), loading: false })),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, fail]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  /** Shows an answer the desk already has (a saved lead), without asking again. */
  const replace = useCallback((data: T) => setState({ data, error: undefined, loading: false }), []);
  return { ...state, reload, replace };
}
