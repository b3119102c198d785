import { randomUUID } from 'node:crypto';
import { minutesText, partsFromTemplate, priceText, proceduresFromTemplate, type ProductDto, type ProductInput, type ProductListItemDto, type ProductListFilters } from '@eticket/core/catalog';
import { nameKey } from '@eticket/core/validation';
import { and, asc, eq, getTableColumns, ilike, notInArray, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import {
  customers,
  partTemplates,
  procedureTemplates,
  productCategories,
  productParts,
  productProcedurePrices,
  productProcedures,
  products,
} from '../../db/schema/index';
import { insertedId, keywordFilter } from './shared';
import { fieldError } from '../../http/validation';
import { containsPattern, iso, pgErrorCode } from '../../http/route-helpers';

/**
 * The product service and store. Styles (款式): style no unique per tenant, ordered colours and sizes, parts and procedures (by hand or
 * copied from a template with core's rules). Part and procedure ids survive an edit, so level / size
 * prices and (later) orders keep pointing at the same procedure.
 */


/** The category and all its sub-categories (filtering by 上衣 also finds the 衬衫 under it). */
function inCategoryTree(tenantId: string, categoryId: string): SQL {
  return sql`${products.categoryId} in (
    with recursive tree(id) as (
      select ${categoryId}::uuid
      union
      select c.id from product_categories c join tree on c.parent_id = tree.id where c.tenant_id = ${tenantId}
    ) select id from tree)`;
}

export function productWhere(tenantId: string, keyword: string | null, f: ProductListFilters): SQL | undefined {
  return and(
    eq(products.tenantId, tenantId),
    keywordFilter(keyword, [products.styleNo, products.name]),
    f.no === null ? undefined : ilike(products.styleNo, containsPattern(f.no)),
    f.name === null ? undefined : ilike(products.name, containsPattern(f.name)),
    f.categoryId === null ? undefined : inCategoryTree(tenantId, f.categoryId),
    f.customerId === null ? undefined : eq(products.customerId, f.customerId),
    f.isActive === null ? undefined : eq(products.isActive, f.isActive),
  );
}

const joinCategory = and(eq(productCategories.tenantId, products.tenantId), eq(productCategories.id, products.categoryId));
const joinCustomer = and(eq(customers.tenantId, products.tenantId), eq(customers.id, products.customerId));
const ofProduct = (table: typeof productParts | typeof productProcedures) => sql`${table.tenantId} = ${products.tenantId} and ${table.productId} = ${products.id}`;

export async function selectListItems(tx: TenantTx, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<ProductListItemDto[]> {
  const rows = await tx
    .select({
      product: getTableColumns(products),
      categoryName: productCategories.name,
      customerName: customers.name,
      partCount: sql<number>`(select count(*)::int from ${productParts} where ${ofProduct(productParts)})`,
      procedureCount: sql<number>`(select count(*)::int from ${productProcedures} where ${ofProduct(productProcedures)})`,
      totalDefaultPrice: sql<string>`(select coalesce(sum(${productProcedures.defaultPrice}), 0)::text from ${productProcedures} where ${ofProduct(productProcedures)})`,
    })
    .from(products)
    .leftJoin(productCategories, joinCategory)
    .leftJoin(customers, joinCustomer)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map(({ product: p, categoryName, customerName, partCount, procedureCount, totalDefaultPrice }) => ({
    id: p.id,
    styleNo: p.styleNo,
    name: p.name,
    categoryId: p.categoryId,
    categoryName,
    imageUrl: p.imageUrl,
    colors: p.colors,
    sizes: p.sizes,
    customerId: p.customerId,
    customerName,
    isActive: p.isActive,
    partCount,
    procedureCount,
    totalDefaultPrice: priceText(totalDefaultPrice),
    creationTime: p.creationTime.toISOString(),
    lastModificationTime: iso(p.lastModificationTime),
    concurrencyStamp: p.concurrencyStamp,
  }));
}

/** The full style: header, names of its category and customer, parts by sort, procedures by seq. */
export async function loadProduct(tx: TenantTx, tenantId: string, id: string): Promise<ProductDto | null> {
  const [row] = await tx
    .select({ product: getTableColumns(products), categoryName: productCategories.name, customerName: customers.name })
    .from(products)
    .leftJoin(productCategories, joinCategory)
    .leftJoin(customers, joinCustomer)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
  if (!row) return null;
  const parts = await tx
    .select()
    .from(productParts)
    .where(and(eq(productParts.tenantId, tenantId), eq(productParts.productId, id)))
    .orderBy(asc(productParts.sort), asc(productParts.id));
  const procedures = await tx
    .select()
    .from(productProcedures)
    .where(and(eq(productProcedures.tenantId, tenantId), eq(productProcedures.productId, id)))
    .orderBy(asc(productProcedures.seq), asc(productProcedures.id));
  const partNames = new Map(parts.map((part) => [part.id, part.name]));
  const p = row.product;
  return {
    id: p.id,
    styleNo: p.styleNo,
    name: p.name,
    categoryId: p.categoryId,
    categoryName: row.categoryName,
    imageUrl: p.imageUrl,
    colors: p.colors,
    sizes: p.sizes,
    customerId: p.customerId,
    customerName: row.customerName,
    remark: p.remark,
    isActive: p.isActive,
    partTemplateId: p.partTemplateId,
    procedureTemplateId: p.procedureTemplateId,
    parts: parts.map(({ id: partId, name, code, piecesPerGarment, printTicket, sort }) => ({ id: partId, name, code, piecesPerGarment, printTicket, sort })),
    procedures: procedures.map((pr) => ({
      id: pr.id,
      seq: pr.seq,
      name: pr.name,
      code: pr.code,
      stage: pr.stage,
      standardMinutes: pr.standardMinutes === null ? null : minutesText(pr.standardMinutes),
      defaultPrice: priceText(pr.defaultPrice),
      priceMode: pr.priceMode,
      showPrice: pr.showPrice,
      partId: pr.partId,
      partName: pr.partId === null ? null : (partNames.get(pr.partId) ?? null),
      isOutsourceable: pr.isOutsourceable,
      isQcPoint: pr.isQcPoint,
    })),
    creationTime: p.creationTime.toISOString(),
    lastModificationTime: iso(p.lastModificationTime),
    concurrencyStamp: p.concurrencyStamp,
  };
}

async function exists(tx: TenantTx, table: typeof productCategories | typeof customers, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx.select({ id: table.id }).from(table).where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
  return rows.length > 0;
}

/** Ids exist in the tenant, the style no is free; an empty list with a template gets the template's items. */
export async function checkProductInput(tx: TenantTx, tenantId: string, input: ProductInput, id: string | null): Promise<ProductInput> {
  const normalized = nameKey(input.styleNo);
  const clash = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.normalizedStyleNo, normalized)));
  if (clash.some((row) => row.id !== id)) throw fieldError('styleNo', 'Catalog.Error.StyleNoTaken', { styleNo: input.styleNo });
  if (input.categoryId !== null && !(await exists(tx, productCategories, tenantId, input.categoryId))) throw fieldError('categoryId', 'Catalog.Validation.NotFound');
  if (input.customerId !== null && !(await exists(tx, customers, tenantId, input.customerId))) throw fieldError('customerId', 'Catalog.Validation.NotFound');
  let { parts, procedures } = input;
  if (input.partTemplateId !== null) {
    const [template] = await tx
      .select({ items: partTemplates.items })
      .from(partTemplates)
      .where(and(eq(partTemplates.tenantId, tenantId), eq(partTemplates.id, input.partTemplateId)));
    if (!template) throw fieldError('partTemplateId', 'Catalog.Validation.NotFound');
    if (parts.length === 0) parts = partsFromTemplate(template.items);
  }
  if (input.procedureTemplateId !== null) {
    const [template] = await tx
      .select({ items: procedureTemplates.items })
      .from(procedureTemplates)
      .where(and(eq(procedureTemplates.tenantId, tenantId), eq(procedureTemplates.id, input.procedureTemplateId)));
    if (!template) throw fieldError('procedureTemplateId', 'Catalog.Validation.NotFound');
    if (procedures.length === 0) procedures = proceduresFromTemplate(template.items);
  }
  return { ...input, parts, procedures };
}

export function headerValues(input: ProductInput) {
  return {
    styleNo: input.styleNo,
    normalizedStyleNo: nameKey(input.styleNo),
    name: input.name,
    categoryId: input.categoryId,
    imageUrl: input.imageUrl,
    colors: input.colors,
    sizes: input.sizes,
    customerId: input.customerId,
    remark: input.remark,
    isActive: input.isActive,
    partTemplateId: input.partTemplateId,
    procedureTemplateId: input.procedureTemplateId,
  };
}

/** A concurrent save of the same style no gets past the check and hits the unique index: same 400. */
export async function guardStyleNo<T>(input: ProductInput, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw fieldError('styleNo', 'Catalog.Error.StyleNoTaken', { styleNo: input.styleNo });
    throw error;
  }
}

/**
 * Write the parts and procedures of a style: listed ids of this style are updated in place, other
 * entries get new ids, and what is no longer listed is deleted (with its prices).
 */
export async function writeLists(tx: TenantTx, tenantId: string, productId: string, input: ProductInput, before: ProductDto | null): Promise<void> {
  const oldParts = new Set(before?.parts.map((p) => p.id) ?? []);
  const oldProcedures = new Set(before?.procedures.map((p) => p.id) ?? []);
  const parts = input.parts.map((part) => ({ ...part, id: part.id !== null && oldParts.has(part.id) ? part.id : randomUUID() }));
  const partIds = new Map(parts.map((part) => [nameKey(part.name), part.id]));
  const procedures = input.procedures.map((procedure) => ({
    ...procedure,
    id: procedure.id !== null && oldProcedures.has(procedure.id) ? procedure.id : randomUUID(),
    partId: procedure.partName === null ? null : (partIds.get(nameKey(procedure.partName)) ?? null),
  }));

  if (parts.length > 0) {
    await tx
      .insert(productParts)
      .values(parts.map(({ id, name, code, piecesPerGarment, printTicket, sort }) => ({ tenantId, id, productId, name, code, piecesPerGarment, printTicket, sort })))
      .onConflictDoUpdate({
        target: [productParts.tenantId, productParts.id],
        set: { name: sql`excluded.name`, code: sql`excluded.code`, piecesPerGarment: sql`excluded.pieces_per_garment`, printTicket: sql`excluded.print_ticket`, sort: sql`excluded.sort` },
      });
  }
  const keptProcedures = procedures.map((p) => p.id);
  // Procedures first: a removed part may still be referenced by a removed procedure.
  await tx
    .delete(productProcedures)
    .where(
      and(
        eq(productProcedures.tenantId, tenantId),
        eq(productProcedures.productId, productId),
        keptProcedures.length === 0 ? undefined : notInArray(productProcedures.id, keptProcedures),
      ),
    );
  if (procedures.length > 0) {
    await tx
      .insert(productProcedures)
      .values(
        procedures.map((p) => ({
          tenantId,
          id: p.id,
          productId,
          seq: p.seq,
          name: p.name,
          code: p.code,
          partId: p.partId,
          stage: p.stage,
          standardMinutes: p.standardMinutes,
          defaultPrice: p.defaultPrice,
          priceMode: p.priceMode,
          showPrice: p.showPrice,
          isOutsourceable: p.isOutsourceable,
          isQcPoint: p.isQcPoint,
        })),
      )
      .onConflictDoUpdate({
        target: [productProcedures.tenantId, productProcedures.id],
        set: {
          seq: sql`excluded.seq`,
          name: sql`excluded.name`,
          code: sql`excluded.code`,
          partId: sql`excluded.part_id`,
          stage: sql`excluded.stage`,
          standardMinutes: sql`excluded.standard_minutes`,
          defaultPrice: sql`excluded.default_price`,
          priceMode: sql`excluded.price_mode`,
          showPrice: sql`excluded.show_price`,
          isOutsourceable: sql`excluded.is_outsourceable`,
          isQcPoint: sql`excluded.is_qc_point`,
        },
      });
  }
  const keptParts = parts.map((p) => p.id);
  await tx
    .delete(productParts)
    .where(and(eq(productParts.tenantId, tenantId), eq(productParts.productId, productId), keptParts.length === 0 ? undefined : notInArray(productParts.id, keptParts)));
  // Size prices of sizes the style no longer has would never apply again.
  const sizes = input.sizes.map((s) => s.name);
  await tx
    .delete(productProcedurePrices)
    .where(
      and(
        eq(productProcedurePrices.tenantId, tenantId),
        eq(productProcedurePrices.productId, productId),
        sql`${productProcedurePrices.size} is not null`,
        sizes.length === 0 ? undefined : notInArray(productProcedurePrices.size, sizes),
      ),
    );
}

/** A new style with its parts and procedures (the input already checked by `checkProductInput`). */
export async function insertProduct(tx: TenantTx, tenantId: string, creatorId: string | null, input: ProductInput): Promise<string> {
  const id = await guardStyleNo(input, () => insertedId(tx.insert(products).values({ tenantId, ...headerValues(input), creatorId }).returning({ id: products.id })));
  await writeLists(tx, tenantId, id, input, null);
  return id;
}

