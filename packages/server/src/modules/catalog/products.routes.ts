import { CatalogContracts, type ProductDto, type ProductInput, type ProductListFilters, type ProductListItemDto, type ProductLookupItem, type ProductSortField } from '@eticket/core/catalog';
import { and, asc, desc, eq } from 'drizzle-orm';
import { orders, products } from '../../db/schema/index';
import { modifiedBy } from '../../db/stamps';
import { crudRoutes, type CatalogResource } from './crud.routes';
import { checkProductInput, guardStyleNo, headerValues, insertProduct, loadProduct, productWhere, selectListItems, writeLists } from './products.service';

/** Styles (款式) over HTTP: the resource's contracts mapped onto the product service. */

const productResource: CatalogResource<ProductDto, ProductListItemDto, ProductInput, ProductSortField, ProductListFilters, ProductLookupItem> = {
  contracts: CatalogContracts.product,
  entityType: 'Product',
  titleKey: 'Catalog.Entity.Product',
  table: products,
  listSpec: {
    sortColumns: { styleNo: products.styleNo, name: products.name, creationTime: products.creationTime, isActive: products.isActive },
    defaultSort: [desc(products.creationTime)],
    idColumn: products.id,
  },
  where: productWhere,
  list: selectListItems,
  exportColumns: [
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
  get: loadProduct,
  checkInput: checkProductInput,
  insert: (tx, principal, input) => insertProduct(tx, principal.tenantId, principal.userId, input),
  update: async (tx, principal, id, input, before) => {
    const tenantId = principal.tenantId;
    await guardStyleNo(input, () =>
      tx
        .update(products)
        .set({ ...headerValues(input), ...modifiedBy(principal) })
        .where(and(eq(products.tenantId, tenantId), eq(products.id, id))),
    );
    await writeLists(tx, tenantId, id, input, before);
  },
  // A style with orders keeps its history: refused with the count (domain §6.1); set it inactive instead.
  references: [{ table: orders, column: orders.productId, key: 'Catalog.Error.ProductInUse' }],
  lookup: (tx, tenantId) =>
    tx
      .select({ id: products.id, styleNo: products.styleNo, name: products.name, categoryId: products.categoryId, isActive: products.isActive })
      .from(products)
      .where(eq(products.tenantId, tenantId))
      .orderBy(desc(products.creationTime), asc(products.id))
      .limit(1000),
};

export const productRoutes = crudRoutes(productResource);

