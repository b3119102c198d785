import type { ListQuery } from '@eticket/core/contracts';
import type { PagedResultDto } from '@eticket/core/paging';
import type { TenantTx } from '../../db/context';
import { countWhere, type SearchSource } from './crud.store';
import { categorySearch, customerSearch, partTemplateSearch, procedureTemplateSearch, productSearch } from './search-lookups.store';

/**
 * The pickers' searches (core `SearchLookupContracts`): a page of the matches and the count of all of
 * them. The whole-list lookups of the CRUD resources stay for short lists; these never load everything.
 */
function searchLookup<X, Item>(source: SearchSource<X, Item>) {
  return async (tx: TenantTx, tenantId: string, { page, filters }: ListQuery<never, X>): Promise<PagedResultDto<Item>> => {
    const where = source.where(tenantId, page.keyword, filters);
    const items = await source.rows(tx, where, page.maxResultCount, page.skipCount);
    return { items, totalCount: await countWhere(tx, source.table, where) };
  };
}

/** Each picker's search. */
export const catalogSearch = {
  product: searchLookup(productSearch),
  customer: searchLookup(customerSearch),
  category: searchLookup(categorySearch),
  partTemplate: searchLookup(partTemplateSearch),
  procedureTemplate: searchLookup(procedureTemplateSearch),
};
