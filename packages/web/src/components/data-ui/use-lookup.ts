import { useQuery } from './use-query';

/**
 * A whole short list other pages pick from (categories, templates, technical levels): loaded when shown
 * and again after a save of that resource. Failures are shown by the error presenter; the select stays
 * empty. Lists that can grow without bound (orders, styles, customers) search on the server instead
 * (`useServerLookup`, `LookupPicker`).
 */
export function useLookup<T>(resource: string, load: (signal: AbortSignal) => Promise<{ items: T[] }>): { items: readonly T[]; loading: boolean } {
  const query = useQuery([resource, 'lookup'], load);
  return { items: query.data?.items ?? [], loading: query.status === 'loading' };
}
