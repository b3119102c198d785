import { SettingNames } from '@eticket/core/abp';
import { priceText } from '@eticket/core/catalog';
import type { Endpoint, Schema } from '@eticket/core/contracts';
import { formatBedNo } from '@eticket/core/domain';
import {
  OrderContracts,
  ProductionLimits,
  expandCopies,
  expandPartTickets,
  pageLayout,
  resolvePrintSelection,
  selectTicketParts,
  type TicketPrintDataDto,
  type TicketPrintInput,
  type TicketPrintItem,
  type TicketPrintOptions,
  type TicketProcedureLine,
} from '@eticket/core/production';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { bundles, customers, cuttingTimes, partTickets, productParts, products, settings } from '../../db/schema/index';
import { Errors } from '../../http/errors';
import { contractRoute, type RouteDef } from '../../http/route';
import type { TenantPrincipal } from '../../http/types';
import { pathId } from '../../http/route-helpers';
import { newTicketCodes } from './generation';
import { fieldError, validationError } from '../../http/validation';
import { loadOrderProcedures, loadOrderRow } from './order-store';

/**
 * Ticket printing (domain §3.3 Printing, §6.2): the print data of the bundles chosen by range or picks
 * (core `resolvePrintSelection`: an empty or bad pick list is a 400, never "print all"), laid out for
 * the 60×40 / 80×60 / A4 templates. `…PrintData` is the preview; `…Print` also records the print
 * (print count + 1, last printed, first print moves the bundle and bed to printed). A reprint keeps the
 * code. Part tickets (部位菲) get their own opaque codes at their first print or preview.
 */

async function companyName(tx: TenantTx, principal: TenantPrincipal, requested: string | null): Promise<string> {
  if (requested !== null && requested.trim() !== '') return requested.trim();
  const [setting] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.tenantId, principal.tenantId), eq(settings.name, SettingNames.CompanyNameOnTickets)));
  const configured = setting?.value.trim() ?? '';
  return configured === '' ? principal.tenant.displayName : configured;
}

/** Prices on paper only where the procedure shows them, the request asks, and one price fits every worker. */
function procedureLines(procedures: Awaited<ReturnType<typeof loadOrderProcedures>>, opts: TicketPrintOptions): TicketProcedureLine[] {
  if (!opts.showProcedures) return [];
  return procedures.map((p) => ({
    seq: p.seq,
    name: p.name,
    price: opts.showPrices && p.showPrice && p.priceMode === 'default' ? priceText(p.defaultPrice) : null,
  }));
}

async function printData(
  tx: TenantTx,
  principal: TenantPrincipal,
  orderId: string,
  body: () => TicketPrintInput,
  mode: { record: boolean; withParts: boolean; now: number },
): Promise<TicketPrintDataDto> {
  const { record, withParts } = mode;
  const tenantId = principal.tenantId;
  // Recording locks the order first: the writers' common lock order (order → bed → bundles).
  const order = await loadOrderRow(tx, tenantId, orderId, record);
  if (order === null) throw Errors.notFound();
  const input = body();
  if (input.cuttingTimeId !== null) {
    const [bed] = await tx
      .select({ id: cuttingTimes.id })
      .from(cuttingTimes)
      .where(and(eq(cuttingTimes.tenantId, tenantId), eq(cuttingTimes.id, input.cuttingTimeId), eq(cuttingTimes.orderId, orderId)));
    if (!bed) throw fieldError('cuttingTimeId', 'Server.Error.NotFound');
  }
  const available = await tx
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
    .where(and(eq(bundles.tenantId, tenantId), eq(bundles.orderId, orderId), input.cuttingTimeId === null ? undefined : eq(bundles.cuttingTimeId, input.cuttingTimeId)))
    .orderBy(asc(bundles.bundleNo));
  const selection = resolvePrintSelection(
    available.map((b) => ({ ...b, isVoid: b.status === 'void' })),
    { from: input.from, to: input.to, picks: input.picks },
  );
  if (!selection.ok) throw validationError(selection.errors);
  const chosen = selection.bundles;

  let parts: { id: string; name: string; printTicket: boolean; piecesPerGarment: number; sort: number }[] = [];
  if (withParts) {
    const all = await tx
      .select({ id: productParts.id, name: productParts.name, printTicket: productParts.printTicket, piecesPerGarment: productParts.piecesPerGarment, sort: productParts.sort })
      .from(productParts)
      .where(and(eq(productParts.tenantId, tenantId), eq(productParts.productId, order.productId)));
    const picked = selectTicketParts(all, input.partIds);
    if (!picked.ok) throw validationError(picked.errors);
    parts = picked.parts;
  }
  const perBundle = withParts ? parts.length : 1;
  if (chosen.length * perBundle * input.copies > ProductionLimits.printTicketsMax) {
    throw fieldError('copies', 'Production.Print.TooManyTickets', { max: ProductionLimits.printTicketsMax });
  }

  const ids = chosen.map((b) => b.id);
  const partCodes = new Map<string, { code: string; printCount: number }>();
  if (withParts && ids.length > 0) {
    // Issue the part tickets that do not exist yet (idempotent: one per bundle × part).
    const pairs = expandPartTickets(chosen, parts);
    const codes = newTicketCodes('part', pairs.length);
    await tx
      .insert(partTickets)
      .values(pairs.map((p, i) => ({ tenantId, bundleId: p.bundle.id, partId: p.part.id, partName: p.part.name, code: codes[i] ?? '' })))
      .onConflictDoNothing();
    if (record) {
      await tx
        .update(partTickets)
        .set({ printCount: sql`${partTickets.printCount} + 1`, lastPrintedAt: sql`now()` })
        .where(and(eq(partTickets.tenantId, tenantId), inArray(partTickets.bundleId, ids), inArray(partTickets.partId, parts.map((p) => p.id))));
    }
    const rows = await tx
      .select({ bundleId: partTickets.bundleId, partId: partTickets.partId, code: partTickets.code, printCount: partTickets.printCount })
      .from(partTickets)
      .where(and(eq(partTickets.tenantId, tenantId), inArray(partTickets.bundleId, ids)));
    for (const r of rows) partCodes.set(`${r.bundleId}/${r.partId}`, { code: r.code, printCount: r.printCount });
  }
  if (record && !withParts && ids.length > 0) {
    await tx
      .update(bundles)
      .set({
        printCount: sql`${bundles.printCount} + 1`,
        lastPrintedAt: sql`now()`,
        status: sql`case when ${bundles.status} = 'created' then 'printed' else ${bundles.status} end`,
      })
      .where(and(eq(bundles.tenantId, tenantId), inArray(bundles.id, ids)));
  }
  if (record && ids.length > 0) {
    // Any print (bundle or part ticket) freezes the grid: the bed is printed from now on.
    const beds = [...new Set(chosen.map((b) => b.bedId))];
    await tx
      .update(cuttingTimes)
      .set({
        status: sql`case when ${cuttingTimes.status} = 'bundled' then 'printed' else ${cuttingTimes.status} end`,
        printedAt: sql`coalesce(${cuttingTimes.printedAt}, now())`,
      })
      .where(and(eq(cuttingTimes.tenantId, tenantId), inArray(cuttingTimes.id, beds)));
  }

  const [header] = await tx
    .select({ styleNo: products.styleNo, productName: products.name })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, order.productId)));
  const customerId = order.customerId;
  const [customer] =
    customerId === null ? [] : await tx.select({ name: customers.name }).from(customers).where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  const procedures = await loadOrderProcedures(tx, tenantId, orderId);
  const notes = input.options.perTicketNotes ?? {};
  const base = chosen.map((b) => ({
    bundleId: b.id,
    bundleNo: b.bundleNo,
    ticketNo: b.ticketNo,
    code: b.code,
    bedDisplayNo: formatBedNo(b.bedNo, b.bedSubNo),
    cutDate: b.cutDate,
    color: b.color,
    size: b.size,
    qty: b.qty,
    dyeLot: b.dyeLot,
    note: notes[String(b.bundleNo)] ?? b.note ?? input.options.ticketNote ?? b.bedTicketNote,
    printCount: record && !withParts ? b.printCount + 1 : b.printCount,
  }));
  const sheets: Omit<TicketPrintItem, 'copy'>[] = withParts
    ? expandPartTickets(base, parts).map(({ bundle, part, pieces }) => {
        const issued = partCodes.get(`${bundle.bundleId}/${part.id}`);
        return { ...bundle, code: issued?.code ?? '', printCount: issued?.printCount ?? 0, part: { partId: part.id, partName: part.name, pieces } };
      })
    : base.map((b) => ({ ...b, part: null }));
  const tickets = expandCopies(sheets, input.copies).map(({ ticket, copy }) => ({ ...ticket, copy }));
  return {
    template: input.template,
    copies: input.copies,
    options: input.options,
    layout: pageLayout(input.template, sheets.length, input.copies),
    companyName: await companyName(tx, principal, input.options.companyName),
    orderId,
    orderNo: order.orderNo,
    customerPoNo: order.customerPoNo,
    customerName: customer?.name ?? null,
    styleNo: header?.styleNo ?? '',
    productName: header?.productName ?? '',
    procedures: procedureLines(procedures, input.options),
    tickets,
    recorded: record,
    printedAt: record ? new Date(mode.now).toISOString() : null,
  };
}

type PrintContract = Endpoint<null, Schema<TicketPrintInput, unknown>, TicketPrintDataDto>;

const route = (contract: PrintContract, record: boolean, withParts: boolean): RouteDef =>
  contractRoute(contract, {
    // A bundle-ticket preview only reads; an expired tenant may still look.
    allowExpiredTenant: !record && !withParts,
    handle: async ({ tx, principal, params, body, changes, deps }) => {
      const orderId = pathId(params);
      const data = await printData(tx, principal, orderId, body, { record, withParts, now: deps.now() });
      if (record) {
        changes.updated('Order', orderId, {}, { printed: withParts ? 'partTickets' : 'tickets', tickets: data.tickets.length, bundleNos: [...new Set(data.tickets.map((t) => t.bundleNo))].join(',') });
      }
      // 2,000 tickets serialise once, here, rather than through the generic path.
      return { json: JSON.stringify(data) };
    },
  });

export const printRoutes: readonly RouteDef[] = [
  route(OrderContracts.ticketPrintData, false, false),
  route(OrderContracts.ticketPrint, true, false),
  route(OrderContracts.partTicketPrintData, false, true),
  route(OrderContracts.partTicketPrint, true, true),
];

