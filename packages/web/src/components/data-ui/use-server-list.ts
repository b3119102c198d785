import {
  changeList,
  initialListState,
  isFiltered,
  listRequest,
  pageAfterEmpty,
  type ListChange,
  type ListRequest,
  type ListState,
} from '@eticket/core/query';
import type { PagedResultDto, SortSpec } from '@eticket/core/paging';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from './use-query';

/**
 * A server-paged list page: the query state of core `list-query` (keyword, filters, sorting, page) and
 * the rows of the current request, loaded through `useQuery` (a newer request aborts the older one; a save
 * elsewhere, `invalidate(resource)`, reloads).
 */

export { DEFAULT_PAGE_SIZE, PAGE_SIZES, exportInput, pagedInput, type ListRequest } from '@eticket/core/query';

export type ListStatus = 'loading' | 'ready' | 'error';

export interface ServerListOptions<Row, F> {
  /** Invalidation key: a save of this resource reloads the list. */
  resource: string;
  load: (request: ListRequest<F>, signal: AbortSignal) => Promise<PagedResultDto<Row>>;
  initialFilters: F;
  defaultSorting?: SortSpec<string> | null;
  pageSize?: number;
}

export interface ServerList<Row, F> extends ListState<F> {
  rows: readonly Row[];
  totalCount: number;
  status: ListStatus;
  /** The failure of the last load (status 'error'). */
  error: unknown;
  /** True once any page has arrived (the table keeps showing it while the next one loads). */
  loaded: boolean;
  /** Keyword or filters differ from the initial ones (an empty list then says "nothing matches"). */
  filtered: boolean;
  /** The query of the rows on screen; the Excel export sends the same keyword, filters and sorting. */
  request: ListRequest<F>;
  /** Apply a keyword (and the filters typed beside it) from page 1. */
  search: (keyword: string, filters?: Partial<F>) => void;
  setFilters: (filters: Partial<F>) => void;
  setSorting: (sorting: SortSpec<string> | null) => void;
  setPage: (pageIndex: number) => void;
  setPageSize: (pageSize: number) => void;
  reload: () => void;
  reset: () => void;
}

export function useServerList<Row, F>(options: ServerListOptions<Row, F>): ServerList<Row, F> {
  const { resource, load, initialFilters } = options;
  const defaultSorting = options.defaultSorting ?? null;
  const [state, setState] = useState<ListState<F>>(() => initialListState(initialFilters, defaultSorting, options.pageSize));
  const request = useMemo(() => listRequest(state), [state]);
  const query = useQuery([resource, 'list', JSON.stringify(request)], (signal) => load(request, signal));
  const page = query.data;

  // The last row of the last page was deleted: show the page that now is the last one.
  useEffect(() => {
    if (page === undefined || !query.fresh) return;
    const last = pageAfterEmpty(request, page.items.length, page.totalCount);
    if (last !== null) setState((s) => changeList(s, { type: 'page', pageIndex: last }));
  }, [page, query.fresh, request]);

  const change = useCallback((c: ListChange<F>) => {
    setState((s) => changeList(s, c));
  }, []);
  const search = useCallback((keyword: string, filters: Partial<F> = {}) => {
    change({ type: 'search', keyword, filters });
  }, [change]);
  const setFilters = useCallback((filters: Partial<F>) => {
    change({ type: 'filter', filters });
  }, [change]);
  const setSorting = useCallback((sorting: SortSpec<string> | null) => {
    change({ type: 'sort', sorting });
  }, [change]);
  const setPage = useCallback((pageIndex: number) => {
    change({ type: 'page', pageIndex });
  }, [change]);
  const setPageSize = useCallback((pageSize: number) => {
    change({ type: 'pageSize', pageSize });
  }, [change]);
  const reset = useCallback(() => {
    change({ type: 'reset', initial: initialListState(initialFilters, defaultSorting) });
  }, [change, initialFilters, defaultSorting]);

  return {
    ...state,
    rows: page?.items ?? [],
    totalCount: page?.totalCount ?? 0,
    status: query.status === 'idle' ? 'loading' : query.status,
    error: query.error,
    loaded: page !== undefined,
    filtered: isFiltered(state, initialFilters),
    request,
    search,
    setFilters,
    setSorting,
    setPage,
    setPageSize,
    reload: query.reload,
    reset,
  };
}
