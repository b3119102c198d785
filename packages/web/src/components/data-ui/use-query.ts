import { keyText, type QueryKey } from '@eticket/core/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAborted } from './api-failure';
import { useResourcesVersion } from './invalidation';

/**
 * The one way a page reads from the server: a query key says what is asked (and which resource's saves
 * make it stale), `load` fetches it. A new key, an invalidation of its resource, `reload()` or unmounting
 * aborts the request in flight, and an answer that arrives for an older round is dropped, so a slow
 * response never overwrites a newer one. Failures are toasted by the api-client's error presenter
 * (unless the call is silent) and kept here for the page's own "load failed — retry".
 */

export type QueryStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface QueryOptions {
  /** The resources whose invalidation reloads the query; default: the key's first part. [] = never. */
  resources?: readonly string[];
}

export interface Query<T> {
  /** idle: no key (nothing to load yet). loading: the current round has not answered. */
  status: QueryStatus;
  /** The latest answer — while a new round loads, the previous one (pages keep it on screen). */
  data: T | undefined;
  /** Which round `data` answers: changes with every new answer, not with `replace`. */
  dataRound: string | null;
  /** `data` answers the current key and round. */
  fresh: boolean;
  error: unknown;
  reload: () => void;
  /** A save answered the new value: show it without asking again. */
  replace: (data: T) => void;
}

type Settled<T> = { round: string; data: T; dataRound: string } | { round: string; error: unknown; data: T | undefined; dataRound: string | null };

export function useQuery<T>(key: QueryKey | null, load: (signal: AbortSignal) => Promise<T>, options: QueryOptions = {}): Query<T> {
  const text = key === null ? null : keyText(key);
  const resources = options.resources ?? (key === null ? [] : [key[0]]);
  const version = useResourcesVersion(resources);
  const [nonce, setNonce] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // The latest `load` without making it a dependency: the key says when to ask again, not the closure.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const round = text === null ? null : `${text}#${version}#${nonce}`;

  useEffect(() => {
    if (round === null) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ round, data, dataRound: round });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAborted(error)) setSettled((s) => ({ round, error, data: s?.data, dataRound: s?.dataRound ?? null }));
      },
    );
    return () => {
      controller.abort();
    };
  }, [round]);

  const reload = useCallback(() => {
    setNonce((n) => n + 1);
  }, []);
  const replace = useCallback(
    (data: T) => {
      if (round !== null) setSettled({ round, data, dataRound: round });
    },
    [round],
  );

  const current = settled !== null && settled.round === round;
  const status: QueryStatus = round === null ? 'idle' : !current ? 'loading' : 'error' in settled ? 'error' : 'ready';
  return {
    status,
    data: settled?.data,
    dataRound: settled?.dataRound ?? null,
    fresh: current && settled.dataRound === round && !('error' in settled),
    error: current && 'error' in settled ? settled.error : null,
    reload,
    replace,
  };
}

/** What a page shows from one query: loading (nothing yet), the latest value, or the failure. */
export type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * `useQuery` as one page's state: the value on screen stays while a new round loads (a reload after a
 * save elsewhere does not blank the page); no key: loading.
 */
export function useLoad<T>(key: QueryKey | null, load: (signal: AbortSignal) => Promise<T>, options: QueryOptions = {}): Load<T> {
  const query = useQuery(key, load, options);
  if (query.status === 'error') return { status: 'error', error: query.error };
  if (query.status !== 'idle' && query.data !== undefined) return { status: 'ready', value: query.data };
  return { status: 'loading' };
}
