import { readPageRequest, type PagedListInput, type PageRequest, type PageRequestOptions } from '../paging/paging';
import { InputReader } from '../validation/input-reader';
import { schema, type Schema } from './endpoint';

/** A list query as the server reads it: the page (keyword, sorting, skip, size) and the list's own filters. */
export interface ListQuery<F extends string, X> {
  page: PageRequest<F>;
  filters: X;
}

/** ABP clients also send PascalCase (`SkipCount`, `Filter`, `Sorting`): read them as camelCase. */
function camelKeys(query: unknown): Record<string, unknown> {
  if (typeof query !== 'object' || query === null) return {};
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key.charAt(0).toLowerCase() + key.slice(1), value]));
}

/** The query of a paged, sorted list; `filters` reads the list's extra parameters with the same reader. */
/*#__NO_SIDE_EFFECTS__*/
export function pagedQuery<F extends string, X = undefined, In extends PagedListInput = PagedListInput>(
  options: PageRequestOptions<F>,
  filters: (reader: InputReader, query: Record<string, unknown>) => X = () => undefined as X,
): Schema<ListQuery<F, X>, In> {
  return schema((raw) => {
    const reader = new InputReader();
    const query = camelKeys(raw);
    const page = readPageRequest(reader, query, options);
    return reader.result({ page, filters: filters(reader, query) });
  });
}
