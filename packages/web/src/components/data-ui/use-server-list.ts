import type { PagedListInput, PagedResultDto, SortSpec } from '@eticket/core/paging';
import { formatSorting } from '@eticket/core/paging';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isAborted } from './api-failure';
import { useResourceVersion } from './invalidation';

/**
 * A server-paged list (ABP: keyword, sorting, skipCount, maxResultCount → items, totalCount): the
 * state a list page keeps — applied keyword and filters, sorting, page — and the rows of the current
 * query. A newer query aborts the older request, so a slow answer never overwrites a newer one; a save
 * elsewhere (`invalidate(resource)`) reloads.
 */

/** Product-spec §9: 10 rows by default. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface ListRequest<F> {
  keyword: string | null;
  /** "field asc|desc", or null for the server's default order. */
  sorting: string | null;
  skipCount: number;
  maxResultCount: number;
  filters: F;
}

export type ListStatus = 'loading' | 'ready' | 'error';

export interface ServerListOptions<Row, F> {
  /** Invalidation key: a save of this resource reloads the list. */
  resource: string;
  load: (request: ListRequest<F>, signal: AbortSignal) => Promise<PagedResultDto<Row>>;
  initialFilters: F;
  defaultSorting?: SortSpec<string> | null;
  pageSize?: number;
}

export interface ServerList<Row, F> {
  keyword: string;
  filters: F;
  sorting: SortSpec<string> | null;
  pageIndex: number;
  pageSize: number;
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

interface QueryState<F> {
  keyword: string;
  filters: F;
  sorting: SortSpec<string> | null;
  pageIndex: number;
  pageSize: number;
}

export function useServerList<Row, F>(options: ServerListOptions<Row, F>): ServerList<Row, F> {
  const { resource, load, initialFilters } = options;
  const defaultSorting = options.defaultSorting ?? null;
  const initialPageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const [query, setQuery] = useState<QueryState<F>>({ keyword: '', filters: initialFilters, sorting: defaultSorting, pageIndex: 0, pageSize: initialPageSize });
  const [result, setResult] = useState<{ rows: readonly Row[]; totalCount: number } | null>(null);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [error, setError] = useState<unknown>(null);
  const [nonce, setNonce] = useState(0);
  const version = useResourceVersion(resource);

  const request = useMemo<ListRequest<F>>(
    () => ({
      keyword: query.keyword.trim() === '' ? null : query.keyword.trim(),
      sorting: query.sorting === null ? null : formatSorting(query.sorting),
      skipCount: query.pageIndex * query.pageSize,
      maxResultCount: query.pageSize,
      filters: query.filters,
    }),
    [query],
  );

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    load(request, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        // The last row of the last page was deleted: show the page that now is the last one.
        if (page.items.length === 0 && request.skipCount > 0 && page.totalCount > 0) {
          const last = Math.max(0, Math.ceil(page.totalCount / request.maxResultCount) - 1);
          setQuery((q) => ({ ...q, pageIndex: last }));
          return;
        }
        setResult({ rows: page.items, totalCount: page.totalCount });
        setError(null);
        setStatus('ready');
      },
      (failure: unknown) => {
        if (controller.signal.aborted || isAborted(failure)) return;
        setError(failure);
        setStatus('error');
      },
    );
    return () => {
      controller.abort();
    };
    // `version` and `nonce` are reload triggers: a save elsewhere, or the user's refresh.
  }, [load, request, version, nonce]);

  const search = useCallback((keyword: string, filters: Partial<F> = {}) => {
    setQuery((q) => ({ ...q, keyword, filters: { ...q.filters, ...filters }, pageIndex: 0 }));
  }, []);
  const setFilters = useCallback((filters: Partial<F>) => {
    setQuery((q) => ({ ...q, filters: { ...q.filters, ...filters }, pageIndex: 0 }));
  }, []);
  const setSorting = useCallback((sorting: SortSpec<string> | null) => {
    setQuery((q) => ({ ...q, sorting, pageIndex: 0 }));
  }, []);
  const setPage = useCallback((pageIndex: number) => {
    setQuery((q) => ({ ...q, pageIndex: Math.max(0, pageIndex) }));
  }, []);
  const setPageSize = useCallback((pageSize: number) => {
    setQuery((q) => ({ ...q, pageSize, pageIndex: 0 }));
  }, []);
  const reload = useCallback(() => {
    setNonce((n) => n + 1);
  }, []);
  const reset = useCallback(() => {
    setQuery((q) => ({ ...q, keyword: '', filters: initialFilters, sorting: defaultSorting, pageIndex: 0 }));
  }, [initialFilters, defaultSorting]);

  const filtered = query.keyword.trim() !== '' || JSON.stringify(query.filters) !== JSON.stringify(initialFilters);
  return {
    ...query,
    rows: result?.rows ?? [],
    totalCount: result?.totalCount ?? 0,
    status,
    error,
    loaded: result !== null,
    filtered,
    request,
    search,
    setFilters,
    setSorting,
    setPage,
    setPageSize,
    reload,
    reset,
  };
}

/** The paging part of a request as the api-client's query (blank keyword and default sorting left out). */
export function pagedInput(request: ListRequest<unknown>): PagedListInput {
  return {
    ...(request.keyword === null ? {} : { keyword: request.keyword }),
    ...(request.sorting === null ? {} : { sorting: request.sorting }),
    skipCount: request.skipCount,
    maxResultCount: request.maxResultCount,
  };
}

/** The same query without paging: what "Export to Excel" sends (the whole filtered list). */
export function exportInput(request: ListRequest<unknown>): PagedListInput {
  return {
    ...(request.keyword === null ? {} : { keyword: request.keyword }),
    ...(request.sorting === null ? {} : { sorting: request.sorting }),
  };
}
