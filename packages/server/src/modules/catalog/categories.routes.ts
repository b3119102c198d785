import { CatalogContracts } from '@eticket/core/catalog';
import { categoryService } from './categories.service';
import { crudRoutes } from './crud.routes';

/** Style categories over HTTP. */
export const productCategoryRoutes = crudRoutes(CatalogContracts.productCategory, categoryService, {
  titleKey: 'Catalog.Entity.ProductCategory',
  columns: [
    { header: 'Catalog.Field.Name', width: 24, value: (c) => c.name },
    { header: 'Catalog.Field.Sort', kind: 'int', value: (c) => c.sort },
    { header: 'Catalog.Field.ProductCount', kind: 'int', value: (c) => c.productCount },
    { header: 'Catalog.Field.CreationTime', kind: 'dateTime', value: (c) => c.creationTime },
  ],
});
