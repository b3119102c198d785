import { useSearchParams } from 'wouter';
import { useState } from 'react';
import { useQuery } from './use-query';

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

/** Edits in progress are not thrown away because somebody saved the same resource elsewhere. */
const NO_INVALIDATION: readonly string[] = [];

export function useEditTarget<D>(get: (id: string, signal: AbortSignal) => Promise<D>): EditTarget<D> {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const copy = params.get('copy') ?? '';
  const [round, setRound] = useState(0);
  const wanted = id !== '' ? id : copy;
  const formKey = `${id}|${copy}|${round}`;
  const query = useQuery(wanted === '' ? null : ['edit-target', id, copy, round], (signal) => get(wanted, signal), { resources: NO_INVALIDATION });

  const saved = () => {
    setRound((r) => r + 1);
  };
  if (wanted === '') return { status: 'ready', formKey, record: null, copyOf: null, saved };
  if (query.status === 'error') return { status: 'error', formKey, error: query.error, retry: saved };
  if (query.status !== 'ready' || query.data === undefined) return { status: 'loading', formKey };
  return id !== '' ? { status: 'ready', formKey, record: query.data, copyOf: null, saved } : { status: 'ready', formKey, record: null, copyOf: query.data, saved };
}
