import { CatalogContracts, partsFromTemplate, proceduresFromTemplate, type ProductInput } from '@eticket/core/catalog';
import { desc } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { customers, orders, productCategories, products } from '../../db/schema/index';
import { pgErrorCode } from '../../http/route-helpers';
import { fieldError } from '../../http/validation';
import { crudService } from './crud.service';
import {
  exists,
  insertHeader,
  loadProduct,
  partTemplateItems,
  procedureTemplateItems,
  productLookup,
  productWhere,
  selectListItems,
  styleNoOwners,
  updateHeader,
  writeLists,
} from './products.store';

/**
 * Styles (款式): style no unique per tenant, ordered colours and sizes, parts and procedures (by hand or
 * copied from a template with core's rules).
 */

/** Ids exist in the tenant, the style no is free; an empty list with a template gets the template's items. */
async function checkProductInput(tx: TenantTx, tenantId: string, input: ProductInput, id: string | null): Promise<ProductInput> {
  if ((await styleNoOwners(tx, tenantId, input.styleNo)).some((owner) => owner !== id)) throw fieldError('styleNo', 'Catalog.Error.StyleNoTaken', { styleNo: input.styleNo });
  if (input.categoryId !== null && !(await exists(tx, productCategories, tenantId, input.categoryId))) throw fieldError('categoryId', 'Catalog.Validation.NotFound');
  if (input.customerId !== null && !(await exists(tx, customers, tenantId, input.customerId))) throw fieldError('customerId', 'Catalog.Validation.NotFound');
  let { parts, procedures } = input;
  if (input.partTemplateId !== null) {
    const items = await partTemplateItems(tx, tenantId, input.partTemplateId);
    if (items === null) throw fieldError('partTemplateId', 'Catalog.Validation.NotFound');
    if (parts.length === 0) parts = partsFromTemplate(items);
  }
  if (input.procedureTemplateId !== null) {
    const items = await procedureTemplateItems(tx, tenantId, input.procedureTemplateId);
    if (items === null) throw fieldError('procedureTemplateId', 'Catalog.Validation.NotFound');
    if (procedures.length === 0) procedures = proceduresFromTemplate(items);
  }
  return { ...input, parts, procedures };
}

/** A concurrent save of the same style no gets past the check and hits the unique index: same 400. */
async function guardStyleNo<T>(input: ProductInput, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw fieldError('styleNo', 'Catalog.Error.StyleNoTaken', { styleNo: input.styleNo });
    throw error;
  }
}

export const productService = crudService({
  contracts: CatalogContracts.product,
  entityType: 'Product',
  store: {
    table: products,
    listSpec: {
      sortColumns: { styleNo: products.styleNo, name: products.name, creationTime: products.creationTime, isActive: products.isActive },
      defaultSort: [desc(products.creationTime)],
      idColumn: products.id,
    },
    where: productWhere,
    list: selectListItems,
    get: loadProduct,
    insert: async (tx, actor, input) => {
      const id = await guardStyleNo(input, () => insertHeader(tx, actor, input));
      await writeLists(tx, actor.tenantId, id, input, null);
      return id;
    },
    update: async (tx, actor, id, input, before) => {
      await guardStyleNo(input, () => updateHeader(tx, actor, id, input));
      await writeLists(tx, actor.tenantId, id, input, before);
    },
    lookup: productLookup,
  },
  checkInput: checkProductInput,
  // A style with orders keeps its history: refused with the count (domain §6.1); set it inactive instead.
  references: [{ table: orders, column: orders.productId, key: 'Catalog.Error.ProductInUse' }],
});
