import type { PagedListInput } from '../paging/paging';
import type { InputReader } from '../validation/input-reader';
import type { Schema } from './endpoint';
import { pagedQuery, type ListQuery } from './paged-query';

/**
 * The query of a picker that searches on the server: keyword, skipCount, maxResultCount (a page of 20 by
 * default, at most 100 — a picker pages, it never asks for everything) and the picker's own filters. The
 * rows come in one fixed order per lookup, so no sorting is taken.
 */
export const SearchLookupLimits = { pageSizeDefault: 20, pageSizeMax: 100 } as const;

export type SearchLookupInput = Pick<PagedListInput, 'keyword' | 'skipCount' | 'maxResultCount'>;

/*#__NO_SIDE_EFFECTS__*/
export function searchLookupQuery<X, In extends SearchLookupInput = SearchLookupInput>(
  filters: (reader: InputReader, query: Record<string, unknown>) => X,
): Schema<ListQuery<never, X>, In> {
  return pagedQuery<never, X, In & PagedListInput>(
    { sortFields: [], defaultPageSize: SearchLookupLimits.pageSizeDefault, maxPageSize: SearchLookupLimits.pageSizeMax },
    filters,
  );
}

