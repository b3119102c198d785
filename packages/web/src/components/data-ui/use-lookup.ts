import { useEffect, useState } from 'react';
import { isAborted } from './api-failure';
import { useResourceVersion } from './invalidation';

/**
 * A short list other pages pick from (categories, customers, templates, styles): loaded when shown and
 * again after a save of that resource. Failures are shown by the error presenter; the select stays empty.
 */
export function useLookup<T>(resource: string, load: (signal: AbortSignal) => Promise<{ items: T[] }>): { items: readonly T[]; loading: boolean } {
  const version = useResourceVersion(resource);
  const [state, setState] = useState<{ items: readonly T[]; loading: boolean }>({ items: [], loading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    load(controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setState({ items: result.items, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAborted(error)) setState((s) => ({ ...s, loading: false }));
      },
    );
    return () => {
      controller.abort();
    };
  }, [load, version]);
  return state;
}
