import type { PagedResultDto } from '@eticket/core/paging';
import { cancelled, failed, initialLookup, loadMore, received, remaining, search, typed, type LookupRequest, type LookupState } from '@eticket/core/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAborted } from './api-failure';
import { useResourceVersion } from './invalidation';

/**
 * A picker's server search (core `lookup-state`): typing waits a moment before it asks, clearing asks at
 * once, each new question aborts the one in flight and only the latest answer counts; further pages load
 * on demand. A save of the resource (`invalidate`) searches again while the picker is open. Failures are
 * toasted by the error presenter and leave the rows on screen.
 */

export interface ServerLookup<T> {
  state: LookupState<T>;
  /** Matching rows not loaded yet. */
  remaining: number;
  /** The picker opened (first search) or closed (abort, start afresh next time). */
  setOpen: (open: boolean) => void;
  setText: (text: string) => void;
  loadMore: () => void;
  retry: () => void;
}

export function useServerLookup<T extends { id: string }>(
  resource: string,
  /** Changes of this key (the picker's filters) start the search over. */
  filterKey: string,
  fetchPage: (request: LookupRequest, signal: AbortSignal) => Promise<PagedResultDto<T>>,
): ServerLookup<T> {
  const [state, setState] = useState<LookupState<T>>(() => initialLookup<T>());
  const [open, setOpenState] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  });
  const inFlight = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  const send = useCallback(
    (step: { state: LookupState<T>; request: LookupRequest } | null) => {
      if (step === null) return;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      stateRef.current = step.state;
      setState(step.state);
      fetchRef.current(step.request, controller.signal).then(
        (page) => {
          if (!controller.signal.aborted) setState((s) => received(s, step.request, page));
        },
        (error: unknown) => {
          if (!controller.signal.aborted && !isAborted(error)) setState((s) => failed(s, step.request));
        },
      );
    },
    [],
  );
  const searchNow = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    send(search(stateRef.current));
  }, [send]);

  const setText = useCallback(
    (text: string) => {
      const next = typed(stateRef.current, text);
      stateRef.current = next.state;
      setState(next.state);
      if (next.wait === null) return;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(searchNow, next.wait);
    },
    [searchNow],
  );

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    if (!next) {
      stop();
      setState((s) => ({ ...cancelled(s), text: '' }));
    }
  }, [stop]);

  // Opening, a new filter or a save of the resource while open: ask (again) from the first page.
  const version = useResourceVersion(resource);
  useEffect(() => {
    if (!open) return;
    searchNow();
  }, [open, filterKey, version, searchNow]);
  useEffect(() => stop, [stop]);

  return {
    state,
    remaining: remaining(state),
    setOpen,
    setText,
    loadMore: useCallback(() => {
      send(loadMore(stateRef.current));
    }, [send]),
    retry: searchNow,
  };
}
