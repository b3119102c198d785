import { useEffect, useState } from 'react';
import { isAborted } from '../../../components/data-ui/api-failure';

export type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * What a page shows from one request: loading, the value, or the failure. A new `load` (memoise it with
 * what it depends on) or a new `reload` value (e.g. a resource version bumped by a save elsewhere) aborts
 * the older request, whose answer is then ignored; the value on screen stays until the new one arrives.
 * `null`: nothing to load yet.
 */
export function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, reload: unknown = null): Load<T> {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  useEffect(() => {
    if (load === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ status: 'ready', value });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAborted(error)) setState({ status: 'error', error });
      },
    );
    return () => {
      controller.abort();
    };
  }, [load, reload]);
  return state;
}
