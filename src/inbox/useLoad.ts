import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api';
import { useInbox } from './inboxContext';

/** `dataKey`: the key `data` was loaded for; `missing`: the server has nothing under the key (404), so asking again cannot help. */
type Loaded<T> = {
  data: T | undefined;
  dataKey?: string;
  error: string | undefined;
  missing: boolean;
  loading: boolean;
};

/**
 * What `load` answers, fetched again whenever `key` changes or `reload` is called. What was
 * shown stays until the new answer arrives, and after a failed reload; a failure for a new key
 * takes the old answer away (a list under new filters must not show the old ones' leads). An
 * answer to an outdated key is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const { fail } = useInbox();
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<Loaded<T>>({
    data: undefined,
    error: undefined,
    missing: false,
    loading: true,
  });

  useEffect(() => {
    let current = true;
    setState((shown) => ({ ...shown, loading: true }));
    latest.current().then(
      (data) =>
        current &&
        setState({ data, dataKey: key, error: undefined, missing: false, loading: false }),
      (error: unknown) => {
        if (!current) return;
        const message = fail(error);
        const missing = error instanceof ApiError && error.status === 404;
        setState((shown) => ({
          ...(shown.dataKey === key ? shown : { data: undefined }),
          error: message,
          missing,
          loading: false,
        }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, reloads, fail]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  /** Shows an answer the inbox already has (a saved lead), without asking again. */
  const replace = useCallback(
    (data: T) =>
      setState((shown) => ({ ...shown, data, error: undefined, missing: false, loading: false })),
    [],
  );
  const { dataKey: _dataKey, ...shown } = state;
  return { ...shown, reload, replace };
}
