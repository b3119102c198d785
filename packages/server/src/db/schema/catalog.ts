import type { PartItem, PriceMode, ProcedureItem, ProcedureStage, ProductColor, ProductSize } from '@eticket/core/catalog';
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { concurrencyStamp, creationTime, id, timestamptz } from './columns';
import { tenantId } from './tenant-key';

/*
 * Master data (issue 5; domain §4.1, §4.2 Customer): tenant tables with tenant_id first in every key and
 * foreign key, RLS from the migration. Money is numeric(18,6) (prices up to 6 decimals), coefficients
 * numeric(6,4). References that must block a delete (a style's category, customer, templates; a price's
 * technical level) are plain foreign keys without cascade; the routes count them first to explain why.
 */

const audited = () => ({
  creationTime: creationTime(),
  creatorId: uuid('creator_id'),
  lastModificationTime: timestamptz('last_modification_time'),
  lastModifierId: uuid('last_modifier_id'),
  concurrencyStamp: concurrencyStamp(),
});

const price = (name: string) => numeric(name, { precision: 18, scale: 6 });

export const productCategories = pgTable(
  'product_categories',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    parentId: uuid('parent_id'),
    sort: integer('sort').notNull().default(0),
    ...audited(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }),
    index('product_categories_tenant_parent_idx').on(t.tenantId, t.parentId),
  ],
);

/** A reusable part list (domain §4.1 [B]); items are copied into a style, never linked. */
export const partTemplates = pgTable(
  'part_templates',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    remark: text('remark'),
    items: jsonb('items').$type<PartItem[]>().notNull().default(sql`'[]'::jsonb`),
    ...audited(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** A reusable ordered procedure list with default prices (S1 `jj_process_templates`: name + JSON items). */
export const procedureTemplates = pgTable(
  'procedure_templates',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    remark: text('remark'),
    items: jsonb('items').$type<ProcedureItem[]>().notNull().default(sql`'[]'::jsonb`),
    ...audited(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const customers = pgTable(
  'customers',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    code: text('code'),
    contact: text('contact'),
    phone: text('phone'),
    address: text('address'),
    remark: text('remark'),
    ...audited(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** The tenant's own production sites / branches (domain §10.1). */
export const factories = pgTable(
  'factories',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    code: text('code'),
    address: text('address'),
    manager: text('manager'),
    phone: text('phone'),
    remark: text('remark'),
    isActive: boolean('is_active').notNull().default(true),
    ...audited(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const technicalLevels = pgTable(
  'technical_levels',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    code: text('code'),
    coefficient: numeric('coefficient', { precision: 6, scale: 4 }).notNull().default('1'),
    sort: integer('sort').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    ...audited(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // At most one default level per tenant.
    uniqueIndex('technical_levels_one_default_key').on(t.tenantId).where(sql`${t.isDefault}`),
  ],
);

/** A style (款式). Colours and sizes are ordered JSON lists: their order is every matrix's order. */
export const products = pgTable(
  'products',
  {
    tenantId: tenantId(),
    id: id(),
    styleNo: text('style_no').notNull(),
    /** NFKC + lower case: "ab-01" and "ＡＢ-01" are the same style no. */
    normalizedStyleNo: text('normalized_style_no').notNull(),
    name: text('name').notNull(),
    categoryId: uuid('category_id'),
    imageUrl: text('image_url'),
    colors: jsonb('colors').$type<ProductColor[]>().notNull().default(sql`'[]'::jsonb`),
    sizes: jsonb('sizes').$type<ProductSize[]>().notNull().default(sql`'[]'::jsonb`),
    customerId: uuid('customer_id'),
    remark: text('remark'),
    isActive: boolean('is_active').notNull().default(true),
    partTemplateId: uuid('part_template_id'),
    procedureTemplateId: uuid('procedure_template_id'),
    ...audited(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('products_tenant_style_no_key').on(t.tenantId, t.normalizedStyleNo),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [productCategories.tenantId, productCategories.id] }),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }),
    foreignKey({ columns: [t.tenantId, t.partTemplateId], foreignColumns: [partTemplates.tenantId, partTemplates.id] }),
    foreignKey({ columns: [t.tenantId, t.procedureTemplateId], foreignColumns: [procedureTemplates.tenantId, procedureTemplates.id] }),
    index('products_tenant_category_idx').on(t.tenantId, t.categoryId),
    index('products_tenant_customer_idx').on(t.tenantId, t.customerId),
    index('products_tenant_creation_idx').on(t.tenantId, t.creationTime),
  ],
);

export const productParts = pgTable(
  'product_parts',
  {
    tenantId: tenantId(),
    id: id(),
    productId: uuid('product_id').notNull(),
    name: text('name').notNull(),
    code: text('code'),
    piecesPerGarment: integer('pieces_per_garment').notNull().default(1),
    printTicket: boolean('print_ticket').notNull().default(true),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
    index('product_parts_product_idx').on(t.tenantId, t.productId, t.sort),
  ],
);

export const productProcedures = pgTable(
  'product_procedures',
  {
    tenantId: tenantId(),
    id: id(),
    productId: uuid('product_id').notNull(),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    code: text('code'),
    partId: uuid('part_id'),
    stage: text('stage').$type<ProcedureStage>().notNull().default('sewing'),
    standardMinutes: numeric('standard_minutes', { precision: 10, scale: 4 }),
    defaultPrice: price('default_price').notNull(),
    priceMode: text('price_mode').$type<PriceMode>().notNull().default('default'),
    showPrice: boolean('show_price').notNull().default(true),
    isOutsourceable: boolean('is_outsourceable').notNull().default(false),
    isQcPoint: boolean('is_qc_point').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.partId], foreignColumns: [productParts.tenantId, productParts.id] }),
    index('product_procedures_product_idx').on(t.tenantId, t.productId, t.seq),
  ],
);

/** Level and/or size prices of a procedure (domain §4.1 [B]); the default price lives on the procedure. */
export const productProcedurePrices = pgTable(
  'product_procedure_prices',
  {
    tenantId: tenantId(),
    id: id(),
    productId: uuid('product_id').notNull(),
    procedureId: uuid('procedure_id').notNull(),
    technicalLevelId: uuid('technical_level_id'),
    size: text('size'),
    price: price('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.procedureId], foreignColumns: [productProcedures.tenantId, productProcedures.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.technicalLevelId], foreignColumns: [technicalLevels.tenantId, technicalLevels.id] }),
    unique('product_procedure_prices_cell_key').on(t.tenantId, t.procedureId, t.technicalLevelId, t.size).nullsNotDistinct(),
    index('product_procedure_prices_product_idx').on(t.tenantId, t.productId),
    index('product_procedure_prices_level_idx').on(t.tenantId, t.technicalLevelId),
  ],
);
