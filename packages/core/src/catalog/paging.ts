import { toTrimmedString } from '../forms/validators';
import { catalogIssue, InputReader, property, type Validated } from './input-reader';
import { CatalogLimits } from './limits';

/**
 * List queries (ABP paging): keyword, sorting, skipCount, maxResultCount. Query strings arrive as text;
 * a bad value is a 400 with the field named, never a silent default or a database error.
 */

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
  const keyword = reader.optionalText('keyword', property(query, 'keyword') ?? property(query, 'filter'), CatalogLimits.keywordMax);
  const sortingText = toTrimmedString(property(query, 'sorting'));
  const sorting = parseSorting(sortingText, options.sortFields);
  if (sorting === 'invalid') reader.fail('sorting', catalogIssue('Catalog.Validation.SortingInvalid', { fields: options.sortFields.join(', ') }));
  const skipCount = reader.integer('skipCount', property(query, 'skipCount'), 0, 1_000_000_000, 0);
  const maxResultCount = reader.integer(
    'maxResultCount',
    property(query, 'maxResultCount'),
    1,
    options.maxPageSize ?? CatalogLimits.pageSizeMax,
    options.defaultPageSize ?? CatalogLimits.pageSizeDefault,
  );
  return { keyword, sorting: sorting === 'invalid' ? null : sorting, skipCount, maxResultCount };
}

/** A list query with nothing but paging. */
export function validatePageRequest<F extends string>(query: unknown, options: PageRequestOptions<F>): Validated<PageRequest<F>> {
  const reader = new InputReader();
  const page = readPageRequest(reader, query, options);
  return reader.result(page);
}
