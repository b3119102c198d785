import { CatalogContracts } from '@eticket/core/catalog';
import { crudRoutes } from './crud.routes';
import { customerService, factoryService } from './parties.service';

/** Customers and factories over HTTP. */

export const customerRoutes = crudRoutes(CatalogContracts.customer, customerService, {
  titleKey: 'Catalog.Entity.Customer',
  columns: [
    { header: 'Catalog.Field.Name', width: 28, value: (c) => c.name },
    { header: 'Catalog.Field.Code', value: (c) => c.code },
    { header: 'Catalog.Field.Contact', value: (c) => c.contact },
    { header: 'Catalog.Field.Phone', value: (c) => c.phone },
    { header: 'Catalog.Field.Address', width: 36, value: (c) => c.address },
    { header: 'Catalog.Field.ProductCount', kind: 'int', value: (c) => c.productCount },
    { header: 'Catalog.Field.Remark', width: 30, value: (c) => c.remark },
    { header: 'Catalog.Field.CreationTime', kind: 'dateTime', value: (c) => c.creationTime },
  ],
});

export const factoryRoutes = crudRoutes(CatalogContracts.factory, factoryService, {
  titleKey: 'Catalog.Entity.Factory',
  columns: [
    { header: 'Catalog.Field.Name', width: 24, value: (f) => f.name },
    { header: 'Catalog.Field.Code', value: (f) => f.code },
    { header: 'Catalog.Field.Manager', value: (f) => f.manager },
    { header: 'Catalog.Field.Phone', value: (f) => f.phone },
    { header: 'Catalog.Field.Address', width: 36, value: (f) => f.address },
    { header: 'Catalog.Field.IsActive', kind: 'bool', value: (f) => f.isActive },
    { header: 'Catalog.Field.Remark', width: 30, value: (f) => f.remark },
    { header: 'Catalog.Field.CreationTime', kind: 'dateTime', value: (f) => f.creationTime },
  ],
});
