import type { ProductCategoryInput } from './catalog.types';
import { InputReader, property, type Validated } from '../validation/input-reader';
import { CatalogLimits } from './limits';

/** Product categories (款式分类): a flat list or a tree by parentId (`core/tree`), ordered by sort then name. */

/** Create/update body → input. `selfId` (on update) refuses the category as its own parent. */
export function validateProductCategoryInput(raw: unknown, selfId: string | null = null): Validated<ProductCategoryInput> {
  const reader = new InputReader();
  const name = reader.text('name', property(raw, 'name'), CatalogLimits.nameMax);
  const parentId = reader.optionalId('parentId', property(raw, 'parentId'));
  if (parentId !== null && parentId === selfId?.toLowerCase()) reader.fail('parentId', 'Catalog.Validation.CategoryCycle');
  const sort = reader.integer('sort', property(raw, 'sort'), 0, CatalogLimits.sortMax, 0);
  return reader.result({ name, parentId, sort });
}
