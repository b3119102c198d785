import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { isAborted } from './api-failure';

/**
 * What an edit page (`/x/edit`, `/x/edit?id=…`, `/x/edit?copy=…`) works on: nothing (new), a stored
 * record, or a record to copy into a new one. Edit pages stay mounted in their tab, so `formKey` changes
 * with the address and after every save (`saved()`): the form then starts over instead of showing the
 * previous record's edits.
 */
export type EditTarget<D> =
  | { status: 'loading'; formKey: string }
  | { status: 'ready'; formKey: string; record: D | null; copyOf: D | null; saved: () => void }
  | { status: 'error'; formKey: string; error: unknown; retry: () => void };

export function useEditTarget<D>(get: (id: string, signal: AbortSignal) => Promise<D>): EditTarget<D> {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const copy = params.get('copy') ?? '';
  const [round, setRound] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; value: D } | { key: string; error: unknown } | null>(null);
  const wanted = id !== '' ? id : copy;
  const key = `${id}|${copy}|${round}`;

  useEffect(() => {
    if (wanted === '') return;
    const controller = new AbortController();
    get(wanted, controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setLoaded({ key, value });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAborted(error)) setLoaded({ key, error });
      },
    );
    return () => {
      controller.abort();
    };
  }, [get, wanted, key]);

  const saved = () => {
    setRound((r) => r + 1);
  };
  if (wanted === '') return { status: 'ready', formKey: key, record: null, copyOf: null, saved };
  if (loaded?.key !== key) return { status: 'loading', formKey: key };
  if ('error' in loaded) return { status: 'error', formKey: key, error: loaded.error, retry: saved };
  return id !== '' ? { status: 'ready', formKey: key, record: loaded.value, copyOf: null, saved } : { status: 'ready', formKey: key, record: null, copyOf: loaded.value, saved };
}
