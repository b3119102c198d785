import { TenantPermissions as P, type TenantPermission } from '../abp/permission-names';
import { endpoint, type Schema } from '../contracts/endpoint';
import { searchLookupQuery, type SearchLookupInput } from '../contracts/search-lookup';
import type { PagedResultDto } from '../paging/paging';
import { isUuid, property, type InputReader } from '../validation/input-reader';
import type { CategoryLookupItem, CustomerLookupItem, PartTemplateLookupItem, ProcedureTemplateLookupItem, ProductLookupItem } from './catalog.types';

/**
 * Style, customer, category and template pickers that search on the server (the order form, the price
 * page, the style form …): a page of the matches and their count, for whoever may read the whole-list
 * lookup of the same resource. A tenant can have thousands of styles; the picker pages instead of loading
 * them all.
 */

export interface ProductSearchInput extends SearchLookupInput {
  /** Only active styles (new orders are placed on active styles only). */
  activeOnly?: boolean;
  /** Comma list of category ids: styles in these categories or any of their sub-categories. */
  categoryIds?: string;
}

export interface ProductSearchFilters {
  activeOnly: boolean;
  /** null: any category. */
  categoryIds: readonly string[] | null;
}

/** At most this many categories in one filter (a tree's branch, not a list of everything). */
const CATEGORY_IDS_MAX = 200;

function readCategoryIds(reader: InputReader, value: unknown): readonly string[] | null {
  const text = reader.optionalText('categoryIds', value, CATEGORY_IDS_MAX * 37);
  if (text === null) return null;
  const ids = text.split(',').map((id) => id.trim()).filter((id) => id !== '');
  if (ids.length > CATEGORY_IDS_MAX) reader.fail('categoryIds', 'Catalog.Validation.TooManyItems', { max: CATEGORY_IDS_MAX });
  if (!ids.every(isUuid)) reader.fail('categoryIds', 'Catalog.Validation.IdInvalid');
  const valid = ids.filter(isUuid).map((id) => id.toLowerCase());
  return valid.length === 0 ? null : valid;
}

const productQuery = searchLookupQuery<ProductSearchFilters, ProductSearchInput>((reader, raw) => ({
  activeOnly: reader.optionalBoolean('activeOnly', property(raw, 'activeOnly')) ?? false,
  categoryIds: readCategoryIds(reader, property(raw, 'categoryIds')),
}));
const customerQuery = searchLookupQuery<undefined>(() => undefined);

export interface CategorySearchInput extends SearchLookupInput {
  /** Leave out this category and its sub-categories (a category's own parent picker: no cycles). */
  excludeTreeOf?: string;
}

export interface CategorySearchFilters {
  excludeTreeOf: string | null;
}

const categoryQuery = searchLookupQuery<CategorySearchFilters, CategorySearchInput>((reader, raw) => ({
  excludeTreeOf: reader.optionalId('excludeTreeOf', property(raw, 'excludeTreeOf')),
}));
const templateQuery = searchLookupQuery<undefined>(() => undefined);

function searchEndpoint<Item, Q extends Schema<unknown, unknown>>(entity: string, query: Q, permissions: readonly TenantPermission[]) {
  return endpoint<PagedResultDto<Item>, Q>({
    method: 'GET',
    path: `/api/eticket/lookup/${entity}`,
    access: { kind: 'anyPermission', side: 'tenant', permissions },
    query,
    summary: `${entity}: a page of what a picker offers (keyword)`,
  });
}

export const SearchLookupContracts = {
  /** Style no or name contains the keyword; newest first. */
  product: searchEndpoint<ProductLookupItem, typeof productQuery>('product', productQuery, [P.ProductManagement, P.ProcedurePriceManagement, P.OrderManagement]),
  /** Name or code contains the keyword; by name. */
  customer: searchEndpoint<CustomerLookupItem, typeof customerQuery>('customer', customerQuery, [P.CustomerManagement, P.ProductManagement, P.OrderManagement]),
  /** Name contains the keyword; by sort, then name. */
  category: searchEndpoint<CategoryLookupItem, typeof categoryQuery>('category', categoryQuery, [P.ProductCategoryManagement, P.ProductManagement, P.ProcedurePriceManagement]),
  /** Name contains the keyword; by name. The items come along: a picked template is copied into the style. */
  partTemplate: searchEndpoint<PartTemplateLookupItem, typeof templateQuery>('partTemplate', templateQuery, [P.PartTemplateManagement, P.ProductManagement]),
  procedureTemplate: searchEndpoint<ProcedureTemplateLookupItem, typeof templateQuery>('procedureTemplate', templateQuery, [P.ProcedureTemplateManagement, P.ProductManagement]),
};
