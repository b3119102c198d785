import { priceText } from '@eticket/core/catalog';
import { formatBedNo } from '@eticket/core/domain';
import {
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
import type { TenantTx } from '../../db/context';
import { Errors } from '../../http/errors';
import { fieldError, validationError } from '../../http/validation';
import { newTicketCodes } from './generation.service';
import { loadOrderProcedures, loadOrderRow } from './order.store';
import {
  bedOfOrderExists,
  configuredCompanyName,
  countBundlePrints,
  countPartTicketPrints,
  customerNameOf,
  issuePartTickets,
  markBedsPrinted,
  partTicketsOf,
  printableBundles,
  styleHeaderOf,
  stylePartsOf,
} from './print.store';

/**
 * Ticket printing (domain §3.3 Printing, §6.2): the print data of the bundles chosen by range or picks
 * (core `resolvePrintSelection`: an empty or bad pick list is a 400, never "print all"), laid out for
 * the 60×40 / 80×60 / A4 templates. `…PrintData` is the preview; `…Print` also records the print
 * (print count + 1, last printed, first print moves the bundle and bed to printed). A reprint keeps the
 * code. Part tickets (部位菲) get their own opaque codes at their first print or preview.
 */

async function companyName(tx: TenantTx, tenant: PrintTenant, requested: string | null): Promise<string> {
  if (requested !== null && requested.trim() !== '') return requested.trim();
  const configured = await configuredCompanyName(tx, tenant.tenantId);
  return configured === '' ? tenant.displayName : configured;
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

/** The tenant a print is for: its id and the display name used when no company name is configured. */
export interface PrintTenant {
  tenantId: string;
  displayName: string;
}

/**
 * The print data of the chosen bundles; `record` also counts the print. The body is read after the order
 * was found (a foreign id is a 404 first).
 */
export async function printData(
  tx: TenantTx,
  tenant: PrintTenant,
  orderId: string,
  body: () => TicketPrintInput,
  mode: { record: boolean; withParts: boolean; now: number },
): Promise<TicketPrintDataDto> {
  const { record, withParts } = mode;
  const tenantId = tenant.tenantId;
  // Recording locks the order first: the writers' common lock order (order → bed → bundles).
  const order = await loadOrderRow(tx, tenantId, orderId, record);
  if (order === null) throw Errors.notFound();
  const input = body();
  if (input.cuttingTimeId !== null) {
    if (!(await bedOfOrderExists(tx, tenantId, input.cuttingTimeId, orderId))) throw fieldError('cuttingTimeId', 'Server.Error.NotFound');
  }
  const available = await printableBundles(tx, tenantId, orderId, input.cuttingTimeId);
  const selection = resolvePrintSelection(
    available.map((b) => ({ ...b, isVoid: b.status === 'void' })),
    { from: input.from, to: input.to, picks: input.picks },
  );
  if (!selection.ok) throw validationError(selection.errors);
  const chosen = selection.bundles;

  let parts: { id: string; name: string; printTicket: boolean; piecesPerGarment: number; sort: number }[] = [];
  if (withParts) {
    const all = await stylePartsOf(tx, tenantId, order.productId);
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
    await issuePartTickets(
      tx,
      tenantId,
      pairs.map((p, i) => ({ bundleId: p.bundle.id, partId: p.part.id, partName: p.part.name, code: codes[i] ?? '' })),
    );
    if (record) {
      await countPartTicketPrints(
        tx,
        tenantId,
        ids,
        parts.map((p) => p.id),
      );
    }
    const rows = await partTicketsOf(tx, tenantId, ids);
    for (const r of rows) partCodes.set(`${r.bundleId}/${r.partId}`, { code: r.code, printCount: r.printCount });
  }
  if (record && !withParts && ids.length > 0) await countBundlePrints(tx, tenantId, ids);
  // Any print (bundle or part ticket) freezes the grid: the bed is printed from now on.
  if (record && ids.length > 0) await markBedsPrinted(tx, tenantId, [...new Set(chosen.map((b) => b.bedId))]);
  const header = await styleHeaderOf(tx, tenantId, order.productId);
  const customerName = order.customerId === null ? null : await customerNameOf(tx, tenantId, order.customerId);
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
    companyName: await companyName(tx, tenant, input.options.companyName),
    orderId,
    orderNo: order.orderNo,
    customerPoNo: order.customerPoNo,
    customerName,
    styleNo: header?.styleNo ?? '',
    productName: header?.productName ?? '',
    procedures: procedureLines(procedures, input.options),
    tickets,
    recorded: record,
    printedAt: record ? new Date(mode.now).toISOString() : null,
  };
}
