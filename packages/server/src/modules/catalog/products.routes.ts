import { CatalogContracts } from '@eticket/core/catalog';
import { crudRoutes } from './crud.routes';
import { productService } from './products.service';

/** Styles (款式) over HTTP. */
export const productRoutes = crudRoutes(CatalogContracts.product, productService, {
  titleKey: 'Catalog.Entity.Product',
  columns: [
    { header: 'Catalog.Field.StyleNo', value: (p) => p.styleNo },
    { header: 'Catalog.Field.ProductName', width: 24, value: (p) => p.name },
    { header: 'Catalog.Field.Category', value: (p) => p.categoryName },
    { header: 'Catalog.Field.Customer', width: 24, value: (p) => p.customerName },
    { header: 'Catalog.Field.Colors', width: 28, value: (p) => p.colors.map((c) => c.name).join('、') },
    { header: 'Catalog.Field.Sizes', width: 24, value: (p) => p.sizes.map((s) => s.name).join('、') },
    { header: 'Catalog.Field.PartCount', kind: 'int', value: (p) => p.partCount },
    { header: 'Catalog.Field.ProcedureCount', kind: 'int', value: (p) => p.procedureCount },
    { header: 'Catalog.Field.TotalPrice', kind: 'price', value: (p) => p.totalDefaultPrice },
    { header: 'Catalog.Field.IsActive', kind: 'bool', value: (p) => p.isActive },
    { header: 'Catalog.Field.CreationTime', kind: 'dateTime', value: (p) => p.creationTime },
  ],
});
