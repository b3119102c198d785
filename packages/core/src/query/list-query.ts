import { formatSorting, type PagedListInput, type SortSpec } from '../paging/paging';

/**
 * The state of a server-paged list page (ABP: keyword, sorting, skipCount, maxResultCount → items,
 * totalCount) as pure data: what the user applied and the request it makes. The web hook keeps it in
 * React state and sends `listRequest`; every change that narrows or reorders the list starts at page 1.
 */

/** Product-spec §9: 10 rows by default. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface ListState<F> {
  keyword: string;
  filters: F;
  sorting: SortSpec<string> | null;
  pageIndex: number;
  pageSize: number;
}

export interface ListRequest<F> {
  keyword: string | null;
  /** "field asc|desc", or null for the server's default order. */
  sorting: string | null;
  skipCount: number;
  maxResultCount: number;
  filters: F;
}

export function initialListState<F>(filters: F, sorting: SortSpec<string> | null = null, pageSize = DEFAULT_PAGE_SIZE): ListState<F> {
  return { keyword: '', filters, sorting, pageIndex: 0, pageSize };
}

/** A blank keyword is no keyword: "  " lists everything. */
export function normalizeKeyword(keyword: string): string | null {
  const trimmed = keyword.trim();
  return trimmed === '' ? null : trimmed;
}

export function listRequest<F>(state: ListState<F>): ListRequest<F> {
  return {
    keyword: normalizeKeyword(state.keyword),
    sorting: state.sorting === null ? null : formatSorting(state.sorting),
    skipCount: state.pageIndex * state.pageSize,
    maxResultCount: state.pageSize,
    filters: state.filters,
  };
}

export type ListChange<F> =
  | { type: 'search'; keyword: string; filters?: Partial<F> }
  | { type: 'filter'; filters: Partial<F> }
  | { type: 'sort'; sorting: SortSpec<string> | null }
  | { type: 'page'; pageIndex: number }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'reset'; initial: ListState<F> };

export function changeList<F>(state: ListState<F>, change: ListChange<F>): ListState<F> {
  switch (change.type) {
    case 'search':
      return { ...state, keyword: change.keyword, filters: { ...state.filters, ...change.filters }, pageIndex: 0 };
    case 'filter':
      return { ...state, filters: { ...state.filters, ...change.filters }, pageIndex: 0 };
    case 'sort':
      return { ...state, sorting: change.sorting, pageIndex: 0 };
    case 'page':
      return { ...state, pageIndex: Math.max(0, Math.floor(change.pageIndex)) };
    case 'pageSize':
      return { ...state, pageSize: Math.max(1, Math.floor(change.pageSize)), pageIndex: 0 };
    case 'reset':
      return { ...change.initial, pageSize: state.pageSize };
  }
}

/**
 * An empty page past the first while rows exist (the last row of the last page was deleted meanwhile):
 * the page that now is the last one; otherwise null (show what arrived).
 */
export function pageAfterEmpty(request: Pick<ListRequest<unknown>, 'skipCount' | 'maxResultCount'>, itemCount: number, totalCount: number): number | null {
  if (itemCount > 0 || request.skipCount === 0 || totalCount === 0) return null;
  return Math.max(0, Math.ceil(totalCount / request.maxResultCount) - 1);
}

/** Keyword or filters differ from the initial ones (an empty list then says "nothing matches"). */
export function isFiltered<F>(state: ListState<F>, initialFilters: F): boolean {
  return normalizeKeyword(state.keyword) !== null || JSON.stringify(state.filters) !== JSON.stringify(initialFilters);
}

/** The paging part of a request as the api-client's query (blank keyword and default sorting left out). */
export function pagedInput(request: ListRequest<unknown>): PagedListInput {
  return { ...exportInput(request), skipCount: request.skipCount, maxResultCount: request.maxResultCount };
}

/** The same query without paging: what "Export to Excel" sends (the whole filtered list). */
export function exportInput(request: ListRequest<unknown>): PagedListInput {
  return {
    ...(request.keyword === null ? {} : { keyword: request.keyword }),
    ...(request.sorting === null ? {} : { sorting: request.sorting }),
  };
}
