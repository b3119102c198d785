import { randomUUID } from 'node:crypto';
import { minutesText, priceText, type PartItem, type ProcedureItem, type ProductDto, type ProductInput, type ProductListItemDto, type ProductListFilters, type ProductLookupItem } from '@eticket/core/catalog';
import { nameKey } from '@eticket/core/validation';
import { and, asc, desc, eq, getTableColumns, ilike, notInArray, sql, type SQL } from 'drizzle-orm';
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
import { categorySubtrees } from './categories.store';
import { inSlice, type Slice } from './crud.store';
import { insertedId, keywordFilter } from '../../db/list-sql';
import { modifiedBy, type Actor } from '../../db/stamps';
import { containsPattern, iso } from '../../http/route-helpers';

/**
 * Styles' queries: the list with its counts, the full style, the header, and the parts and procedures
 * written in place (ids survive an edit, so level / size prices and orders keep pointing at the same
 * procedure).
 */

export function productWhere(tenantId: string, keyword: string | null, f: ProductListFilters): SQL | undefined {
  return and(
    eq(products.tenantId, tenantId),
    keywordFilter(keyword, [products.styleNo, products.name]),
    f.no === null ? undefined : ilike(products.styleNo, containsPattern(f.no)),
    f.name === null ? undefined : ilike(products.name, containsPattern(f.name)),
    f.categoryId === null ? undefined : sql`${products.categoryId} in ${categorySubtrees(tenantId, [f.categoryId])}`,
    f.customerId === null ? undefined : eq(products.customerId, f.customerId),
    f.isActive === null ? undefined : eq(products.isActive, f.isActive),
  );
}

const joinCategory = and(eq(productCategories.tenantId, products.tenantId), eq(productCategories.id, products.categoryId));
const joinCustomer = and(eq(customers.tenantId, products.tenantId), eq(customers.id, products.customerId));
const ofProduct = (table: typeof productParts | typeof productProcedures) => sql`${table.tenantId} = ${products.tenantId} and ${table.productId} = ${products.id}`;

export async function selectListItems(tx: TenantTx, slice: Slice): Promise<ProductListItemDto[]> {
  const rows = await inSlice(
    tx
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
    .$dynamic(),
    slice,
  );
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

export async function exists(tx: TenantTx, table: typeof productCategories | typeof customers, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx.select({ id: table.id }).from(table).where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
  return rows.length > 0;
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

/** The parts (procedures) of a style that are not among `kept`. */
async function deleteUnlisted(tx: TenantTx, table: typeof productParts | typeof productProcedures, tenantId: string, productId: string, kept: readonly string[]): Promise<void> {
  await tx.delete(table).where(and(eq(table.tenantId, tenantId), eq(table.productId, productId), kept.length === 0 ? undefined : notInArray(table.id, [...kept])));
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
  // Procedures first: a removed part may still be referenced by a removed procedure.
  await deleteUnlisted(tx, productProcedures, tenantId, productId, procedures.map((p) => p.id));
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
  await deleteUnlisted(tx, productParts, tenantId, productId, parts.map((p) => p.id));
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

/** Ids of the tenant's styles whose style no reads as this one (eticket's name key). */
export async function styleNoOwners(tx: TenantTx, tenantId: string, styleNo: string): Promise<string[]> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.normalizedStyleNo, nameKey(styleNo))));
  return rows.map((row) => row.id);
}

/** A template's items, or null when it is not the tenant's. */
export async function partTemplateItems(tx: TenantTx, tenantId: string, id: string): Promise<PartItem[] | null> {
  const [template] = await tx.select({ items: partTemplates.items }).from(partTemplates).where(and(eq(partTemplates.tenantId, tenantId), eq(partTemplates.id, id)));
  return template?.items ?? null;
}

export async function procedureTemplateItems(tx: TenantTx, tenantId: string, id: string): Promise<ProcedureItem[] | null> {
  const [template] = await tx
    .select({ items: procedureTemplates.items })
    .from(procedureTemplates)
    .where(and(eq(procedureTemplates.tenantId, tenantId), eq(procedureTemplates.id, id)));
  return template?.items ?? null;
}

export function insertHeader(tx: TenantTx, actor: Actor, input: ProductInput): Promise<string> {
  return insertedId(tx.insert(products).values({ tenantId: actor.tenantId, ...headerValues(input), creatorId: actor.userId }).returning({ id: products.id }));
}

export async function updateHeader(tx: TenantTx, actor: Actor, id: string, input: ProductInput): Promise<void> {
  await tx
    .update(products)
    .set({ ...headerValues(input), ...modifiedBy(actor) })
    .where(and(eq(products.tenantId, actor.tenantId), eq(products.id, id)));
}

/** The whole-list lookup: newest first. */
export function productLookup(tx: TenantTx, tenantId: string): Promise<ProductLookupItem[]> {
  return tx
    .select({ id: products.id, styleNo: products.styleNo, name: products.name, categoryId: products.categoryId, isActive: products.isActive })
    .from(products)
    .where(eq(products.tenantId, tenantId))
    .orderBy(desc(products.creationTime), asc(products.id))
    .limit(1000);
}
