import { InputReader, property, type Validated } from '../validation/input-reader';

/**
 * List queries (ABP paging): keyword, sorting, skipCount, maxResultCount. Query strings arrive as text;
 * a bad value is a 400 with the field named, never a silent default or a database error.
 */

export const PagingLimits = {
  keywordMax: 100,
  /** Page size when a list asks for none (product-spec §9). */
  pageSizeDefault: 10,
  pageSizeMax: 1000,
} as const;

/** Every list query: keyword filter, page (skipCount = offset, maxResultCount = page size) and sorting. */
export interface PagedListInput {
  keyword?: string;
  /** "field" or "field asc|desc", e.g. "styleNo desc"; the fields each list accepts are listed with it. */
  sorting?: string;
  skipCount?: number;
  maxResultCount?: number;
}

/** Just the page of a list query (lists without keyword or sorting). */
export type PageQuery = Pick<PagedListInput, 'skipCount' | 'maxResultCount'>;

/** ABP ListResultDto: a list without paging. */
export interface ListResultDto<T> {
  items: T[];
}

/** ABP PagedResultDto: one page and the count of all matching rows. */
export interface PagedResultDto<T> extends ListResultDto<T> {
  totalCount: number;
}

export type SortDirection = 'asc' | 'desc';

export interface SortSpec<F extends string> {
  field: F;
  direction: SortDirection;
}

export interface PageRequest<F extends string> {
  keyword: string | null;
  sorting: SortSpec<F> | null;
  skipCount: number;
  maxResultCount: number;
}

/**
 * "styleNo", "styleNo desc", "name ASC" → the spec; a field outside `fields` or another shape → 'invalid';
 * blank → null (the list's default order).
 */
export function parseSorting<F extends string>(text: string, fields: readonly F[]): SortSpec<F> | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(\w+)(?:\s+(asc|desc))?$/i.exec(trimmed);
  if (match === null) return 'invalid';
  const [, name = '', direction = 'asc'] = match;
  const field = fields.find((f) => f.toLowerCase() === name.toLowerCase());
  if (field === undefined) return 'invalid';
  return { field, direction: direction.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

export function formatSorting<F extends string>(sort: SortSpec<F>): string {
  return `${sort.field} ${sort.direction}`;
}

export interface PageRequestOptions<F extends string> {
  sortFields: readonly F[];
  /** Page size when none is asked for; product-spec §9: 10. */
  defaultPageSize?: number;
  /** Largest page (and export) allowed. */
  maxPageSize?: number;
}

/**
 * Read the paging part of a query (`keyword` or ABP's `filter`, `sorting`, `skipCount`, `maxResultCount`).
 * Other parameters are the caller's to read with the same reader.
 */
export function readPageRequest<F extends string>(
  reader: InputReader,
  query: unknown,
  options: PageRequestOptions<F>,
): PageRequest<F> {
  const keyword = reader.optionalText('keyword', property(query, 'keyword') ?? property(query, 'filter'), PagingLimits.keywordMax);
  const sortingText = reader.optionalText('sorting', property(query, 'sorting'), 100) ?? '';
  const sorting = parseSorting(sortingText, options.sortFields);
  if (sorting === 'invalid') reader.fail('sorting', 'Catalog.Validation.SortingInvalid', { fields: options.sortFields.join(', ') });
  const skipCount = reader.integer('skipCount', property(query, 'skipCount'), 0, 1_000_000_000, 0);
  const maxResultCount = reader.integer(
    'maxResultCount',
    property(query, 'maxResultCount'),
    1,
    options.maxPageSize ?? PagingLimits.pageSizeMax,
    options.defaultPageSize ?? PagingLimits.pageSizeDefault,
  );
  return { keyword, sorting: sorting === 'invalid' ? null : sorting, skipCount, maxResultCount };
}

/** A list query with nothing but paging. */
export function validatePageRequest<F extends string>(query: unknown, options: PageRequestOptions<F>): Validated<PageRequest<F>> {
  const reader = new InputReader();
  const page = readPageRequest(reader, query, options);
  return reader.result(page);
}
