import type { CopyProcedurePricesInput, CopyProcedurePricesResultDto, CustomerDto, CustomerInput, FactoryDto, FactoryInput, PartTemplateDto, PartTemplateInput, ProcedurePriceBatchInput, ProcedurePriceGridDto, ProcedureTemplateDto, ProcedureTemplateInput, ProductCategoryDto, ProductCategoryInput, ProductDto, ProductInput, ProductListInput, ProductListItemDto, SyncableOrderDto, SyncProceduresInput, SyncProceduresResultDto, TechnicalLevelDto, TechnicalLevelInput, UpdateCustomerInput, UpdateFactoryInput, UpdatePartTemplateInput, UpdateProcedureTemplateInput, UpdateProductCategoryInput, UpdateProductInput, UpdateTechnicalLevelInput, CategoryLookupItem, PartTemplateLookupItem, ProcedureTemplateLookupItem, ProductLookupItem, TechnicalLevelLookupItem, CustomerLookupItem, FactoryLookupItem } from '@eticket/core/catalog';
import { CatalogContracts, ProcedurePriceContracts, ProcedureSyncContracts, SearchLookupContracts, type CatalogResourceContracts, type CategorySearchInput, type ProductSearchInput } from '@eticket/core/catalog';
import type { SearchLookupInput } from '@eticket/core/contracts';
import { download, send } from './contract-call';
import type { ListResultDto, PagedListInput, PagedResultDto } from '@eticket/core/paging';
import type { ApiRequest, CallOptions } from '../request.types';

/**
 * Master data under /api/eticket, typed with the core's DTOs. Every resource has the same
 * shape — paged list, the .xlsx export of the same filtered list, get, create, update (the stamp read
 * travels in the body; a stale one is a 409), delete (a 409 while referenced) and a lookup for the select
 * lists of other pages — so one factory builds them all.
 */

// ---- One resource ------------------------------------------------------------------------------------------

export interface CatalogResourceEndpoints<Dto, Row, Input, Update, Query extends PagedListInput, Lookup> {
  /** GET /api/eticket/{resource}?keyword&sorting&skipCount&maxResultCount(+ filters) → items, totalCount. */
  list(query?: Query, options?: CallOptions): Promise<PagedResultDto<Row>>;
  /** GET /api/eticket/{resource}/export with the list's query → the .xlsx of the filtered rows. */
  exportExcel(query?: Query, options?: CallOptions): Promise<Blob>;
  /** GET /api/eticket/{resource}/{id}. */
  get(id: string, options?: CallOptions): Promise<Dto>;
  /** POST /api/eticket/{resource} → the saved record. */
  create(input: Input, options?: CallOptions): Promise<Dto>;
  /** PUT /api/eticket/{resource}/{id} → the saved record (409 when the stamp is stale). */
  update(id: string, input: Update, options?: CallOptions): Promise<Dto>;
  /** DELETE /api/eticket/{resource}/{id} (409 EntityInUse while something refers to it). */
  delete(id: string, options?: CallOptions): Promise<void>;
  /** GET /api/eticket/{resource}/lookup → items. */
  lookup(options?: CallOptions): Promise<ListResultDto<Lookup>>;
}

/** The seven contracts of a resource of this shape (a master-data list, the roles). */
export type ResourceContractSet = Readonly<Record<keyof CatalogResourceContracts, Parameters<typeof send>[1]>>;

/** The seven calls of a resource, from its contracts in core. */
export function resourceEndpoints<Dto, Row, Input extends object, Update extends object, Query extends PagedListInput, Lookup>(
  request: ApiRequest,
  c: ResourceContractSet,
): CatalogResourceEndpoints<Dto, Row, Input, Update, Query, Lookup> {
  return {
    list: (query, options) => send(request, c.list, query === undefined ? {} : { query }, options),
    exportExcel: (query, options) => download(request, c.export, query === undefined ? {} : { query }, options),
    get: (id, options) => send(request, c.get, { params: { id } }, options),
    create: (input, options) => send(request, c.create, { body: input }, options),
    update: (id, input, options) => send(request, c.update, { params: { id }, body: input }, options),
    delete: async (id, options) => {
      await send(request, c.delete, { params: { id } }, options);
    },
    lookup: (options) => send(request, c.lookup, {}, options),
  };
}

// ---- The resources -----------------------------------------------------------------------------------------

export type ProductCategoryEndpoints = CatalogResourceEndpoints<
  ProductCategoryDto,
  ProductCategoryDto,
  ProductCategoryInput,
  UpdateProductCategoryInput,
  PagedListInput,
  CategoryLookupItem
>;
export type PartTemplateEndpoints = CatalogResourceEndpoints<
  PartTemplateDto,
  PartTemplateDto,
  PartTemplateInput,
  UpdatePartTemplateInput,
  PagedListInput,
  PartTemplateLookupItem
>;
export type ProcedureTemplateEndpoints = CatalogResourceEndpoints<
  ProcedureTemplateDto,
  ProcedureTemplateDto,
  ProcedureTemplateInput,
  UpdateProcedureTemplateInput,
  PagedListInput,
  ProcedureTemplateLookupItem
>;
/** Styles: the list query is product-spec §3's (no, name, keyword, skipCount, maxResultCount) plus filters. */
export type ProductEndpoints = CatalogResourceEndpoints<ProductDto, ProductListItemDto, ProductInput, UpdateProductInput, ProductListInput, ProductLookupItem>;
export type TechnicalLevelEndpoints = CatalogResourceEndpoints<
  TechnicalLevelDto,
  TechnicalLevelDto,
  TechnicalLevelInput,
  UpdateTechnicalLevelInput,
  PagedListInput,
  TechnicalLevelLookupItem
>;
export type CustomerEndpoints = CatalogResourceEndpoints<CustomerDto, CustomerDto, CustomerInput, UpdateCustomerInput, PagedListInput, CustomerLookupItem>;
export type FactoryEndpoints = CatalogResourceEndpoints<FactoryDto, FactoryDto, FactoryInput, UpdateFactoryInput, PagedListInput, FactoryLookupItem>;

/** Procedure prices (工序工价): one style's grid, its export, the bulk edit and the copy from another style. */
export interface ProcedurePriceEndpoints {
  /** GET /api/eticket/productProcedurePrice?productId= → the grid (`items` = the procedure rows). */
  getGrid(productId: string, options?: CallOptions): Promise<ProcedurePriceGridDto>;
  /** GET /api/eticket/productProcedurePrice/export?productId= → the grid as .xlsx. */
  exportExcel(productId: string, options?: CallOptions): Promise<Blob>;
  /** PUT /api/eticket/productProcedurePrice: default prices and level / size rows of the listed procedures. */
  saveBatch(input: ProcedurePriceBatchInput, options?: CallOptions): Promise<ProcedurePriceGridDto>;
  /** POST /api/eticket/productProcedurePrice/copy: prices of the procedures with the same names in another style. */
  copy(input: CopyProcedurePricesInput, options?: CallOptions): Promise<CopyProcedurePricesResultDto>;
}

function procedurePriceEndpoints(request: ApiRequest): ProcedurePriceEndpoints {
  const c = ProcedurePriceContracts;
  return {
    getGrid: (productId, options) => send(request, c.grid, { query: { productId } }, options),
    exportExcel: (productId, options) => download(request, c.export, { query: { productId } }, options),
    saveBatch: (input, options) => send(request, c.saveBatch, { body: input }, options),
    copy: (input, options) => send(request, c.copy, { body: input }, options),
  };
}

/** 同步工序: push a style's current procedures and prices to the orders the user picks. */
export interface ProcedureSyncEndpoints {
  /** GET /api/eticket/product/{id}/syncableOrders → the style's producing / completed orders with their snapshot. */
  syncableOrders(productId: string, options?: CallOptions): Promise<{ items: SyncableOrderDto[] }>;
  /** POST /api/eticket/product/{id}/syncProcedures {orderIds}: one transaction; a 400 names the order that may not be synced. */
  sync(productId: string, input: SyncProceduresInput, options?: CallOptions): Promise<SyncProceduresResultDto>;
}

function procedureSyncEndpoints(request: ApiRequest): ProcedureSyncEndpoints {
  const c = ProcedureSyncContracts;
  return {
    syncableOrders: (productId, options) => send(request, c.syncableOrders, { params: { id: productId } }, options),
    sync: (productId, input, options) => send(request, c.sync, { params: { id: productId }, body: input }, options),
  };
}

export interface CatalogEndpoints {
  productCategories: ProductCategoryEndpoints;
  partTemplates: PartTemplateEndpoints;
  procedureTemplates: ProcedureTemplateEndpoints;
  products: ProductEndpoints;
  technicalLevels: TechnicalLevelEndpoints;
  procedurePrices: ProcedurePriceEndpoints;
  procedureSync: ProcedureSyncEndpoints;
  customers: CustomerEndpoints;
  factories: FactoryEndpoints;
  /** The pickers that search on the server: a page of the matches and their count. */
  search: SearchLookupEndpoints;
}

export interface SearchLookupEndpoints {
  /** GET /api/eticket/lookup/product?keyword&activeOnly&skipCount&maxResultCount. */
  products(query?: ProductSearchInput, options?: CallOptions): Promise<PagedResultDto<ProductLookupItem>>;
  /** GET /api/eticket/lookup/customer?keyword&skipCount&maxResultCount. */
  customers(query?: SearchLookupInput, options?: CallOptions): Promise<PagedResultDto<CustomerLookupItem>>;
  /** GET /api/eticket/lookup/category?keyword&excludeTreeOf&skipCount&maxResultCount. */
  categories(query?: CategorySearchInput, options?: CallOptions): Promise<PagedResultDto<CategoryLookupItem>>;
  /** GET /api/eticket/lookup/partTemplate?keyword&skipCount&maxResultCount. */
  partTemplates(query?: SearchLookupInput, options?: CallOptions): Promise<PagedResultDto<PartTemplateLookupItem>>;
  /** GET /api/eticket/lookup/procedureTemplate?keyword&skipCount&maxResultCount. */
  procedureTemplates(query?: SearchLookupInput, options?: CallOptions): Promise<PagedResultDto<ProcedureTemplateLookupItem>>;
}

export function createCatalogEndpoints(request: ApiRequest): CatalogEndpoints {
  return {
    productCategories: resourceEndpoints(request, CatalogContracts.productCategory),
    partTemplates: resourceEndpoints(request, CatalogContracts.partTemplate),
    procedureTemplates: resourceEndpoints(request, CatalogContracts.procedureTemplate),
    products: resourceEndpoints(request, CatalogContracts.product),
    technicalLevels: resourceEndpoints(request, CatalogContracts.technicalLevel),
    procedurePrices: procedurePriceEndpoints(request),
    procedureSync: procedureSyncEndpoints(request),
    customers: resourceEndpoints(request, CatalogContracts.customer),
    factories: resourceEndpoints(request, CatalogContracts.factory),
    search: {
      products: (query = {}, options) => send(request, SearchLookupContracts.product, { query }, options),
      customers: (query = {}, options) => send(request, SearchLookupContracts.customer, { query }, options),
      categories: (query = {}, options) => send(request, SearchLookupContracts.category, { query }, options),
      partTemplates: (query = {}, options) => send(request, SearchLookupContracts.partTemplate, { query }, options),
      procedureTemplates: (query = {}, options) => send(request, SearchLookupContracts.procedureTemplate, { query }, options),
    },
  };
}
