import type { PagedListInput } from '../paging/paging';

/**
 * Master data on the wire (issue 5; domain §3.1, §4.1, §4.2 Customer, §6.1, §6.5): what the server returns
 * and what the api-client and the web send. Money and other exact decimals travel as decimal strings
 * ("12.50", up to 6 fraction digits), never as JSON numbers; timestamps as ISO 8601 strings.
 */

/** An exact decimal as text, e.g. "0.85" (prices up to 6 fraction digits, coefficients up to 4). */
export type DecimalString = string;
/** ISO 8601 date-time with offset, e.g. "2026-11-02T08:30:00.000Z". */
export type IsoDateTime = string;

// ---- Common entity shapes -------------------------------------------------------------------------------

export interface AuditedEntityDto {
  id: string;
  creationTime: IsoDateTime;
  lastModificationTime: IsoDateTime | null;
  /** Sent back on update; a stale stamp gets 409 (somebody saved in between). */
  concurrencyStamp: string;
}

/** Update inputs carry the stamp the client read. */
export interface ConcurrencyStamped {
  concurrencyStamp: string;
}

// ---- Product categories -----------------------------------------------------------------------------------

export interface ProductCategoryDto extends AuditedEntityDto {
  name: string;
  /** Null for a top-level category (the list may be flat or a tree). */
  parentId: string | null;
  sort: number;
  /** Styles in this category (not counting sub-categories); a category in use cannot be deleted. */
  productCount: number;
}

export interface ProductCategoryInput {
  name: string;
  parentId: string | null;
  sort: number;
}

export type UpdateProductCategoryInput = ProductCategoryInput & ConcurrencyStamped;

export const PRODUCT_CATEGORY_SORT_FIELDS = ['sort', 'name', 'creationTime'] as const;
export type ProductCategorySortField = (typeof PRODUCT_CATEGORY_SORT_FIELDS)[number];

// ---- Parts and part templates (部位 / 部位模板) -------------------------------------------------------------

/** One part of a garment: front, back, sleeve (2 per garment), collar … */
export interface PartItem {
  name: string;
  code: string | null;
  /** Pieces of this part per garment (a sleeve is 2). */
  piecesPerGarment: number;
  /** Print a part ticket (部位菲) for it. */
  printTicket: boolean;
  /** 1, 2, 3 … in list order. */
  sort: number;
}

export interface PartTemplateDto extends AuditedEntityDto {
  name: string;
  remark: string | null;
  items: PartItem[];
  itemCount: number;
  /** Styles created from this template; a template in use cannot be deleted. */
  productCount: number;
}

export interface PartTemplateInput {
  name: string;
  remark: string | null;
  items: PartItem[];
}

export type UpdatePartTemplateInput = PartTemplateInput & ConcurrencyStamped;

export const PART_TEMPLATE_SORT_FIELDS = ['name', 'creationTime'] as const;
export type PartTemplateSortField = (typeof PART_TEMPLATE_SORT_FIELDS)[number];

// ---- Procedures and procedure templates (工序 / 工序模板) -------------------------------------------------

/** Production stages a procedure belongs to (domain §4.1): reports group reported work by stage. */
export const PROCEDURE_STAGES = ['cutting', 'sewing', 'finishing', 'pressing', 'packing', 'other'] as const;
export type ProcedureStage = (typeof PROCEDURE_STAGES)[number];

/** Which price columns the procedure uses (domain §3.1): one price, a price per size, or per technical level. */
export const PRICE_MODES = ['default', 'bySize', 'byLevel'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

export interface ProcedureItem {
  /** 工序号: unique in its list, ordered ascending; printed on ticket coupons. */
  seq: number;
  name: string;
  code: string | null;
  stage: ProcedureStage;
  /** Standard minutes (SAM), up to 4 decimals; null when unknown. */
  standardMinutes: DecimalString | null;
  /** Piece rate in yuan, ≥ 0, up to 6 decimals. */
  defaultPrice: DecimalString;
  priceMode: PriceMode;
  /** Whether workers and printed tickets see the price (stripped server-side when false). */
  showPrice: boolean;
}

export interface ProcedureTemplateDto extends AuditedEntityDto {
  name: string;
  remark: string | null;
  items: ProcedureItem[];
  procedureCount: number;
  /** Σ default prices. */
  totalPrice: DecimalString;
  productCount: number;
}

export interface ProcedureTemplateInput {
  name: string;
  remark: string | null;
  items: ProcedureItem[];
}

export type UpdateProcedureTemplateInput = ProcedureTemplateInput & ConcurrencyStamped;

export const PROCEDURE_TEMPLATE_SORT_FIELDS = ['name', 'creationTime'] as const;
export type ProcedureTemplateSortField = (typeof PROCEDURE_TEMPLATE_SORT_FIELDS)[number];

// ---- Products / styles (款式) -----------------------------------------------------------------------------

/** Colours and sizes are ordered: the order is the row/column order of every matrix and of bundle numbering. */
export interface ProductColor {
  name: string;
  code: string | null;
}

export interface ProductSize {
  name: string;
}

export interface ProductPartDto extends PartItem {
  id: string;
}

export interface ProductProcedureDto extends ProcedureItem {
  id: string;
  /** The part it works on, if any. */
  partId: string | null;
  partName: string | null;
  isOutsourceable: boolean;
  isQcPoint: boolean;
}

export interface ProductDto extends AuditedEntityDto {
  styleNo: string;
  name: string;
  categoryId: string | null;
  categoryName: string | null;
  imageUrl: string | null;
  colors: ProductColor[];
  sizes: ProductSize[];
  customerId: string | null;
  customerName: string | null;
  remark: string | null;
  isActive: boolean;
  /** The templates the parts / procedures were taken from (kept so a used template cannot be deleted). */
  partTemplateId: string | null;
  procedureTemplateId: string | null;
  parts: ProductPartDto[];
  procedures: ProductProcedureDto[];
}

/** A row of the style list (domain §6.1): counts and Σ instead of the detail lists. */
export interface ProductListItemDto extends AuditedEntityDto {
  styleNo: string;
  name: string;
  categoryId: string | null;
  categoryName: string | null;
  imageUrl: string | null;
  colors: ProductColor[];
  sizes: ProductSize[];
  customerId: string | null;
  customerName: string | null;
  isActive: boolean;
  partCount: number;
  procedureCount: number;
  /** Σ procedure default prices. */
  totalDefaultPrice: DecimalString;
}

/** GET /api/eticket/product: exactly product-spec §3 (no, name, keyword, skipCount, maxResultCount) plus filters. */
export interface ProductListInput extends PagedListInput {
  /** Style no contains. */
  no?: string;
  /** Name contains. */
  name?: string;
  categoryId?: string;
  customerId?: string;
  isActive?: boolean;
}

export const PRODUCT_SORT_FIELDS = ['styleNo', 'name', 'creationTime', 'isActive'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

export interface ProductPartInput {
  /** An existing part of this product keeps its id (procedures and part tickets refer to it); null = new. */
  id: string | null;
  name: string;
  code: string | null;
  piecesPerGarment: number;
  printTicket: boolean;
  /** Set from the list order (1, 2, 3 …). */
  sort: number;
}

export interface ProductProcedureInput extends ProcedureItem {
  /** An existing procedure keeps its id (its level/size prices hang on it); null = new. */
  id: string | null;
  /** The part it works on, by name (parts may be new and have no id yet). */
  partName: string | null;
  isOutsourceable: boolean;
  isQcPoint: boolean;
}

export interface ProductInput {
  styleNo: string;
  name: string;
  categoryId: string | null;
  imageUrl: string | null;
  colors: ProductColor[];
  sizes: ProductSize[];
  customerId: string | null;
  remark: string | null;
  isActive: boolean;
  /**
   * Where the parts / procedures come from. With a template and an empty list the server copies the
   * template's items (core `copyTemplateItems` rules); with a list it keeps the list and remembers the template.
   */
  partTemplateId: string | null;
  procedureTemplateId: string | null;
  parts: ProductPartInput[];
  procedures: ProductProcedureInput[];
}

export type UpdateProductInput = ProductInput & ConcurrencyStamped;

// ---- Technical levels (技术等级) ----------------------------------------------------------------------------

export interface TechnicalLevelDto extends AuditedEntityDto {
  name: string;
  code: string | null;
  /** Multiplies default prices, > 0, up to 4 decimals ("1.15"). */
  coefficient: DecimalString;
  sort: number;
  /** At most one level per tenant is the default (new workers get it). */
  isDefault: boolean;
  /** Price overrides for this level; a level in use cannot be deleted. */
  priceCount: number;
  /** Workers assigned this level. */
  userCount: number;
}

export interface TechnicalLevelInput {
  name: string;
  code: string | null;
  coefficient: DecimalString;
  sort: number;
  isDefault: boolean;
}

export type UpdateTechnicalLevelInput = TechnicalLevelInput & ConcurrencyStamped;

export const TECHNICAL_LEVEL_SORT_FIELDS = ['sort', 'name', 'code', 'coefficient', 'creationTime'] as const;
export type TechnicalLevelSortField = (typeof TECHNICAL_LEVEL_SORT_FIELDS)[number];

// ---- Procedure prices (工序工价) ----------------------------------------------------------------------------

/** One ProductProcedurePrice row: unique per (procedure, level, size); both null is not a row (that is the default). */
export interface PriceCell {
  technicalLevelId: string | null;
  size: string | null;
  price: DecimalString;
}

export interface ProcedurePriceGridRow {
  procedureId: string;
  seq: number;
  name: string;
  stage: ProcedureStage;
  priceMode: PriceMode;
  showPrice: boolean;
  defaultPrice: DecimalString;
  prices: PriceCell[];
}

export interface PriceGridLevel {
  id: string;
  name: string;
  code: string | null;
  coefficient: DecimalString;
  isDefault: boolean;
}

/**
 * GET /api/eticket/productProcedurePrice?productId= : rows = the style's procedures, columns = default +
 * each technical level (+ optional sizes). `items` keeps the ABP list shape of product-spec §7.
 */
export interface ProcedurePriceGridDto {
  productId: string;
  styleNo: string;
  productName: string;
  /** The style's stamp: a price save bumps it, a stale one gets 409. */
  concurrencyStamp: string;
  sizes: string[];
  levels: PriceGridLevel[];
  items: ProcedurePriceGridRow[];
}

export interface ProcedurePriceBatchItem {
  procedureId: string;
  defaultPrice: DecimalString;
  /** Replaces all level / size rows of the procedure. */
  prices: PriceCell[];
}

/** PUT /api/eticket/productProcedurePrice: bulk edit; procedures not listed keep their prices. */
export interface ProcedurePriceBatchInput extends ConcurrencyStamped {
  productId: string;
  items: ProcedurePriceBatchItem[];
}

/** POST /api/eticket/productProcedurePrice/copy: copy by procedure name (core `copyProcedurePrices`). */
export interface CopyProcedurePricesInput extends ConcurrencyStamped {
  sourceProductId: string;
  targetProductId: string;
}

export interface CopyProcedurePricesResultDto {
  grid: ProcedurePriceGridDto;
  copiedProcedureCount: number;
  /** Target procedures with no source procedure of the same name (left untouched). */
  unmatchedProcedureIds: string[];
  /** Source size rows skipped because the target has no such size. */
  skippedRowCount: number;
}

// ---- Customers and factories -----------------------------------------------------------------------------

export interface CustomerDto extends AuditedEntityDto {
  name: string;
  code: string | null;
  contact: string | null;
  phone: string | null;
  address: string | null;
  remark: string | null;
  /** Styles of this customer; a customer in use cannot be deleted. */
  productCount: number;
}

export interface CustomerInput {
  name: string;
  code: string | null;
  contact: string | null;
  phone: string | null;
  address: string | null;
  remark: string | null;
}

export type UpdateCustomerInput = CustomerInput & ConcurrencyStamped;

export const CUSTOMER_SORT_FIELDS = ['name', 'code', 'creationTime'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

/** The tenant's own production sites / branches (domain §10.1). */
export interface FactoryDto extends AuditedEntityDto {
  name: string;
  code: string | null;
  address: string | null;
  manager: string | null;
  phone: string | null;
  remark: string | null;
  isActive: boolean;
}

export interface FactoryInput {
  name: string;
  code: string | null;
  address: string | null;
  manager: string | null;
  phone: string | null;
  remark: string | null;
  isActive: boolean;
}

export type UpdateFactoryInput = FactoryInput & ConcurrencyStamped;

export const FACTORY_SORT_FIELDS = ['name', 'code', 'isActive', 'creationTime'] as const;
export type FactorySortField = (typeof FACTORY_SORT_FIELDS)[number];

// ---- Lookups: the short lists other pages pick from (GET <resource>/lookup → items) ---------------------

export interface CategoryLookupItem {
  id: string;
  name: string;
  parentId: string | null;
  sort: number;
}

export interface PartTemplateLookupItem {
  id: string;
  name: string;
  items: PartItem[];
}

export interface ProcedureTemplateLookupItem {
  id: string;
  name: string;
  items: ProcedureItem[];
}

export interface ProductLookupItem {
  id: string;
  styleNo: string;
  name: string;
  categoryId: string | null;
  isActive: boolean;
}

export type TechnicalLevelLookupItem = PriceGridLevel;

export interface CustomerLookupItem {
  id: string;
  name: string;
  code: string | null;
}

export interface FactoryLookupItem {
  id: string;
  name: string;
  code: string | null;
  isActive: boolean;
}
