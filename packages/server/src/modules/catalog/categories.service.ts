import { CatalogContracts, type CategoryLookupItem, type PRODUCT_CATEGORY_SORT_FIELDS, type ProductCategoryDto, type ProductCategoryInput } from '@eticket/core/catalog';
import { wouldCycle } from '@eticket/core/tree';
import { eq, isNull } from 'drizzle-orm';
import { productCategories, products } from '../../db/schema/index';
import { fieldError } from '../../http/validation';
import { categoryStore, categoryTree } from './categories.store';
import { crudService, type CatalogResource } from './crud.service';
import { assertNameFree } from './names';

/** Style categories (款式分类): a flat list or a tree by parentId, ordered by sort. */

const categoryResource: CatalogResource<
  ProductCategoryDto,
  ProductCategoryDto,
  ProductCategoryInput,
  (typeof PRODUCT_CATEGORY_SORT_FIELDS)[number],
  undefined,
  CategoryLookupItem
> = {
  contracts: CatalogContracts.productCategory,
  entityType: 'ProductCategory',
  store: categoryStore,
  checkInput: async (tx, tenantId, input, id) => {
    if (input.parentId !== null) {
      const all = await categoryTree(tx, tenantId);
      if (!all.some((c) => c.id === input.parentId)) throw fieldError('parentId', 'Catalog.Validation.NotFound');
      if (id !== null && wouldCycle(all, id, input.parentId)) throw fieldError('parentId', 'Catalog.Validation.CategoryCycle');
    }
    // Names are unique among siblings (上衣 under 男装 and under 女装 is fine).
    await assertNameFree(tx, {
      table: productCategories,
      column: productCategories.name,
      tenantId,
      value: input.name,
      exceptId: id,
      field: 'name',
      scope: input.parentId === null ? isNull(productCategories.parentId) : eq(productCategories.parentId, input.parentId),
    });
    return input;
  },
  references: [
    { table: productCategories, column: productCategories.parentId, key: 'Catalog.Error.CategoryHasChildren' },
    { table: products, column: products.categoryId, key: 'Catalog.Error.CategoryInUse' },
  ],
};

export const categoryService = crudService(categoryResource);
