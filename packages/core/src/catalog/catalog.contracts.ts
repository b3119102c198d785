import { TenantPermissions as P, type TenantPermission } from '../abp/permission-names';
import { crudContracts, type CrudContracts, type CrudPermissions } from '../contracts/crud';
import { endpoint, schema, type AnyEndpoint } from '../contracts/endpoint';
import { PagingLimits, type ListResultDto, type PagedListInput } from '../paging/paging';
import { InputReader, property } from '../validation/input-reader';
import {
  CUSTOMER_SORT_FIELDS,
  FACTORY_SORT_FIELDS,
  PART_TEMPLATE_SORT_FIELDS,
  PROCEDURE_TEMPLATE_SORT_FIELDS,
  PRODUCT_CATEGORY_SORT_FIELDS,
  PRODUCT_SORT_FIELDS,
  TECHNICAL_LEVEL_SORT_FIELDS,
  type CategoryLookupItem,
  type CopyProcedurePricesInput,
  type CopyProcedurePricesResultDto,
  type CustomerDto,
  type CustomerInput,
  type CustomerLookupItem,
  type FactoryDto,
  type FactoryInput,
  type FactoryLookupItem,
  type PartTemplateDto,
  type PartTemplateInput,
  type PartTemplateLookupItem,
  type ProcedurePriceBatchInput,
  type ProcedurePriceGridDto,
  type ProcedureTemplateDto,
  type ProcedureTemplateInput,
  type ProcedureTemplateLookupItem,
  type ProductCategoryDto,
  type ProductCategoryInput,
  type ProductDto,
  type ProductInput,
  type ProductListInput,
  type ProductListItemDto,
  type ProductLookupItem,
  type TechnicalLevelDto,
  type TechnicalLevelInput,
  type TechnicalLevelLookupItem,
} from './catalog.types';
import { validateProductCategoryInput } from './category';
import { validateCustomerInput, validateFactoryInput } from './parties';
import { validateCopyProcedurePricesInput, validateProcedurePriceBatch } from './procedure-prices';
import { validateSyncProceduresInput, type SyncableOrderDto, type SyncProceduresInput, type SyncProceduresResultDto } from './procedure-sync';
import { validateProductInput } from './product';
import { validateTechnicalLevelInput } from './technical-level';
import { validatePartTemplateInput, validateProcedureTemplateInput } from './templates';

/** The master-data endpoints (under /api/eticket): seven resources of one shape, the price grid and 同步工序. */

const tenant = (permission: TenantPermission) => ({ kind: 'permission', side: 'tenant', permission }) as const;

type CrudGroup = 'ProductCategory' | 'PartTemplate' | 'ProcedureTemplate' | 'Product' | 'TechnicalLevel' | 'Customer' | 'Factory';

/** A resource's four permissions: `Eticket.CustomerManagement` and its `.Create`, `.Edit`, `.Delete`. */
function crud(group: CrudGroup): CrudPermissions {
  return { read: P[`${group}Management`], create: P[`${group}ManagementCreate`], edit: P[`${group}ManagementEdit`], delete: P[`${group}ManagementDelete`] };
}

export type ProductListFilters = {
  no: string | null;
  name: string | null;
  categoryId: string | null;
  customerId: string | null;
  isActive: boolean | null;
};

function readProductFilters(reader: InputReader, query: Record<string, unknown>): ProductListFilters {
  return {
    no: reader.optionalText('no', property(query, 'no'), PagingLimits.keywordMax),
    name: reader.optionalText('name', property(query, 'name'), PagingLimits.keywordMax),
    categoryId: reader.optionalId('categoryId', property(query, 'categoryId')),
    customerId: reader.optionalId('customerId', property(query, 'customerId')),
    isActive: reader.optionalBoolean('isActive', property(query, 'isActive')),
  };
}

export const CatalogContracts = {
  productCategory: crudContracts<ProductCategoryDto, ProductCategoryDto, ProductCategoryInput, CategoryLookupItem, (typeof PRODUCT_CATEGORY_SORT_FIELDS)[number]>({
    resource: 'productCategory',
    permissions: crud('ProductCategory'),
    lookup: [P.ProductCategoryManagement, P.ProductManagement, P.ProcedurePriceManagement],
    input: (raw) => validateProductCategoryInput(raw),
    // The category page shows the whole tree on one page.
    list: { sortFields: PRODUCT_CATEGORY_SORT_FIELDS, defaultPageSize: 1000 },
  }),
  partTemplate: crudContracts<PartTemplateDto, PartTemplateDto, PartTemplateInput, PartTemplateLookupItem, (typeof PART_TEMPLATE_SORT_FIELDS)[number]>({
    resource: 'productPartTemplate',
    permissions: crud('PartTemplate'),
    lookup: [P.PartTemplateManagement, P.ProductManagement],
    input: validatePartTemplateInput,
    list: { sortFields: PART_TEMPLATE_SORT_FIELDS },
  }),
  procedureTemplate: crudContracts<ProcedureTemplateDto, ProcedureTemplateDto, ProcedureTemplateInput, ProcedureTemplateLookupItem, (typeof PROCEDURE_TEMPLATE_SORT_FIELDS)[number]>({
    resource: 'procedureTemplate',
    permissions: crud('ProcedureTemplate'),
    lookup: [P.ProcedureTemplateManagement, P.ProductManagement],
    input: validateProcedureTemplateInput,
    list: { sortFields: PROCEDURE_TEMPLATE_SORT_FIELDS },
  }),
  product: crudContracts<ProductDto, ProductListItemDto, ProductInput, ProductLookupItem, (typeof PRODUCT_SORT_FIELDS)[number], ProductListFilters, ProductListInput>({
    resource: 'product',
    permissions: crud('Product'),
    lookup: [P.ProductManagement, P.ProcedurePriceManagement, P.OrderManagement],
    input: validateProductInput,
    list: { sortFields: PRODUCT_SORT_FIELDS },
    filters: readProductFilters,
  }),
  technicalLevel: crudContracts<TechnicalLevelDto, TechnicalLevelDto, TechnicalLevelInput, TechnicalLevelLookupItem, (typeof TECHNICAL_LEVEL_SORT_FIELDS)[number]>({
    resource: 'technicalLevel',
    permissions: crud('TechnicalLevel'),
    lookup: [P.TechnicalLevelManagement, P.ProcedurePriceManagement, P.UserManagement],
    input: validateTechnicalLevelInput,
    list: { sortFields: TECHNICAL_LEVEL_SORT_FIELDS },
  }),
  customer: crudContracts<CustomerDto, CustomerDto, CustomerInput, CustomerLookupItem, (typeof CUSTOMER_SORT_FIELDS)[number]>({
    resource: 'customer',
    permissions: crud('Customer'),
    lookup: [P.CustomerManagement, P.ProductManagement, P.OrderManagement],
    input: validateCustomerInput,
    list: { sortFields: CUSTOMER_SORT_FIELDS },
  }),
  factory: crudContracts<FactoryDto, FactoryDto, FactoryInput, FactoryLookupItem, (typeof FACTORY_SORT_FIELDS)[number]>({
    resource: 'factory',
    permissions: crud('Factory'),
    lookup: [P.FactoryManagement, P.OrderManagement, P.UserManagement],
    input: validateFactoryInput,
    list: { sortFields: FACTORY_SORT_FIELDS },
  }),
};

/** `?productId=` of the price grid. */
const gridQuery = schema<{ productId: string }, { productId: string }>((raw) => {
  const reader = new InputReader();
  return reader.result({ productId: reader.id('productId', property(raw, 'productId')) });
});
const priceBatch = schema<ProcedurePriceBatchInput>((raw) => validateProcedurePriceBatch(raw));
const priceCopy = schema<CopyProcedurePricesInput>(validateCopyProcedurePricesInput);
const syncInput = schema<SyncProceduresInput>(validateSyncProceduresInput);
const grid = '/api/eticket/productProcedurePrice';

/** Procedure prices (工序工价): one style's grid, its export, the bulk edit and the copy from another style. */
export const ProcedurePriceContracts = {
  grid: endpoint<ProcedurePriceGridDto, typeof gridQuery>({ method: 'GET', path: grid, access: tenant(P.ProcedurePriceManagement), query: gridQuery, summary: "A style's price grid" }),
  export: endpoint<undefined, typeof gridQuery>({
    method: 'GET',
    path: `${grid}/export`,
    access: tenant(P.ProcedurePriceManagement),
    query: gridQuery,
    reply: 'file',
    summary: "A style's price grid as .xlsx",
  }),
  saveBatch: endpoint<ProcedurePriceGridDto, null, typeof priceBatch>({
    method: 'PUT',
    path: grid,
    access: tenant(P.ProcedurePriceManagementEdit),
    body: priceBatch,
    summary: 'Default prices and level / size rows of the listed procedures (409 when the stamp is stale)',
  }),
  copy: endpoint<CopyProcedurePricesResultDto, null, typeof priceCopy>({
    method: 'POST',
    path: `${grid}/copy`,
    access: tenant(P.ProcedurePriceManagementEdit),
    body: priceCopy,
    summary: 'Prices of the procedures with the same names in another style',
  }),
};

/** 同步工序: push a style's current procedures and prices to the orders the user picks. */
export const ProcedureSyncContracts = {
  syncableOrders: endpoint<ListResultDto<SyncableOrderDto>>({
    method: 'GET',
    path: '/api/eticket/product/{id}/syncableOrders',
    access: tenant(P.OrderManagementEdit),
    summary: "The style's producing / completed orders with their procedure snapshot",
  }),
  sync: endpoint<SyncProceduresResultDto, null, typeof syncInput>({
    method: 'POST',
    path: '/api/eticket/product/{id}/syncProcedures',
    access: tenant(P.OrderManagementEdit),
    body: syncInput,
    summary: 'Sync the chosen orders in one transaction (a 400 names the order that may not be synced)',
  }),
};

export type CatalogResourceContracts = (typeof CatalogContracts)[keyof typeof CatalogContracts];

/** The seven endpoints of one master-data resource. */
export type ResourceContracts<Dto, Row, Input, Lookup, F extends string, X = undefined, QueryIn extends PagedListInput = PagedListInput> = CrudContracts<
  Dto,
  Row,
  Input,
  Lookup,
  F,
  X,
  QueryIn
>;

/** Every catalog endpoint, for the API document and the route-table checks. */
export const CATALOG_ENDPOINTS: readonly AnyEndpoint[] = [
  ...Object.values(CatalogContracts).flatMap((r): AnyEndpoint[] => [r.list, r.export, r.lookup, r.get, r.create, r.update, r.delete]),
  ...Object.values(ProcedurePriceContracts),
  ...Object.values(ProcedureSyncContracts),
];
