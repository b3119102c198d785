import { SettingNames } from '@eticket/core/abp';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { bundles, customers, cuttingTimes, partTickets, productParts, products, settings } from '../../db/schema/index';

/** The queries of ticket printing: what may be printed, the part tickets, and recording a print. */

/** The tenant's company name for tickets, as configured ('' when not set). */
export async function configuredCompanyName(tx: TenantTx, tenantId: string): Promise<string> {
  const [setting] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.tenantId, tenantId), eq(settings.name, SettingNames.CompanyNameOnTickets)));
  return setting?.value.trim() ?? '';
}

export async function bedOfOrderExists(tx: TenantTx, tenantId: string, bedId: string, orderId: string): Promise<boolean> {
  const [bed] = await tx
    .select({ id: cuttingTimes.id })
    .from(cuttingTimes)
    .where(and(eq(cuttingTimes.tenantId, tenantId), eq(cuttingTimes.id, bedId), eq(cuttingTimes.orderId, orderId)));
  return bed !== undefined;
}

/** The order's bundles (of one bed, or all) with what a ticket shows of their bed, by bundle number. */
export async function printableBundles(tx: TenantTx, tenantId: string, orderId: string, bedId: string | null) {
  return tx
    .select({
      id: bundles.id,
      bundleNo: bundles.bundleNo,
      ticketNo: bundles.ticketNo,
      code: bundles.code,
      status: bundles.status,
      color: bundles.color,
      size: bundles.size,
      qty: bundles.qty,
      dyeLot: bundles.dyeLot,
      note: bundles.note,
      printCount: bundles.printCount,
      bedId: cuttingTimes.id,
      bedNo: cuttingTimes.bedNo,
      bedSubNo: cuttingTimes.bedSubNo,
      cutDate: cuttingTimes.cutDate,
      bedTicketNote: cuttingTimes.ticketNote,
    })
    .from(bundles)
    .innerJoin(cuttingTimes, and(eq(cuttingTimes.tenantId, bundles.tenantId), eq(cuttingTimes.id, bundles.cuttingTimeId)))
    .where(and(eq(bundles.tenantId, tenantId), eq(bundles.orderId, orderId), bedId === null ? undefined : eq(bundles.cuttingTimeId, bedId)))
    .orderBy(asc(bundles.bundleNo));
}

export async function stylePartsOf(tx: TenantTx, tenantId: string, productId: string) {
  return tx
    .select({ id: productParts.id, name: productParts.name, printTicket: productParts.printTicket, piecesPerGarment: productParts.piecesPerGarment, sort: productParts.sort })
    .from(productParts)
    .where(and(eq(productParts.tenantId, tenantId), eq(productParts.productId, productId)));
}

/** Inserts the part tickets that do not exist yet (one per bundle × part). */
export async function issuePartTickets(tx: TenantTx, tenantId: string, rows: readonly { bundleId: string; partId: string; partName: string; code: string }[]): Promise<void> {
  await tx
    .insert(partTickets)
    .values(rows.map((r) => ({ tenantId, ...r })))
    .onConflictDoNothing();
}

export async function countPartTicketPrints(tx: TenantTx, tenantId: string, bundleIds: readonly string[], partIds: readonly string[]): Promise<void> {
  await tx
    .update(partTickets)
    .set({ printCount: sql`${partTickets.printCount} + 1`, lastPrintedAt: sql`now()` })
    .where(and(eq(partTickets.tenantId, tenantId), inArray(partTickets.bundleId, [...bundleIds]), inArray(partTickets.partId, [...partIds])));
}

export async function partTicketsOf(tx: TenantTx, tenantId: string, bundleIds: readonly string[]) {
  return tx
    .select({ bundleId: partTickets.bundleId, partId: partTickets.partId, code: partTickets.code, printCount: partTickets.printCount })
    .from(partTickets)
    .where(and(eq(partTickets.tenantId, tenantId), inArray(partTickets.bundleId, [...bundleIds])));
}

/** Print count + 1 and last printed now; a created bundle becomes printed. */
export async function countBundlePrints(tx: TenantTx, tenantId: string, bundleIds: readonly string[]): Promise<void> {
  await tx
    .update(bundles)
    .set({
      printCount: sql`${bundles.printCount} + 1`,
      lastPrintedAt: sql`now()`,
      status: sql`case when ${bundles.status} = 'created' then 'printed' else ${bundles.status} end`,
    })
    .where(and(eq(bundles.tenantId, tenantId), inArray(bundles.id, [...bundleIds])));
}

/** A bundled bed becomes printed; the first print's time is kept. */
export async function markBedsPrinted(tx: TenantTx, tenantId: string, bedIds: readonly string[]): Promise<void> {
  await tx
    .update(cuttingTimes)
    .set({
      status: sql`case when ${cuttingTimes.status} = 'bundled' then 'printed' else ${cuttingTimes.status} end`,
      printedAt: sql`coalesce(${cuttingTimes.printedAt}, now())`,
    })
    .where(and(eq(cuttingTimes.tenantId, tenantId), inArray(cuttingTimes.id, [...bedIds])));
}

export async function styleHeaderOf(tx: TenantTx, tenantId: string, productId: string): Promise<{ styleNo: string; productName: string } | null> {
  const [header] = await tx
    .select({ styleNo: products.styleNo, productName: products.name })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  return header ?? null;
}

export async function customerNameOf(tx: TenantTx, tenantId: string, customerId: string): Promise<string | null> {
  const [customer] = await tx.select({ name: customers.name }).from(customers).where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  return customer?.name ?? null;
}
