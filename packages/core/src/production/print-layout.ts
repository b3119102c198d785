import { InputReader, type FieldErrors } from '../validation/input-reader';
import type { PageLayout, TemplateSpec, TicketTemplate } from './production.types';

/**
 * Paper for bundle tickets (domain §3.3 Printing): two label-roll sizes, one ticket per label (page), and an
 * A4 sheet cut into a 3 × 7 grid of 70 × 42.4 mm tickets (a common label sheet). The print view sets
 * `@page { size }` from the page size and places `ticketsPerPage` tickets on each sheet.
 */
export const TICKET_TEMPLATE_SPECS: Readonly<Record<TicketTemplate, TemplateSpec>> = {
  '60x40': { pageWidthMm: 60, pageHeightMm: 40, ticketWidthMm: 60, ticketHeightMm: 40, columns: 1, rows: 1 },
  '80x60': { pageWidthMm: 80, pageHeightMm: 60, ticketWidthMm: 80, ticketHeightMm: 60, columns: 1, rows: 1 },
  A4: { pageWidthMm: 210, pageHeightMm: 297, ticketWidthMm: 70, ticketHeightMm: 42.4, columns: 3, rows: 7 },
};

export function ticketsPerPage(template: TicketTemplate): number {
  const spec = TICKET_TEMPLATE_SPECS[template];
  return spec.columns * spec.rows;
}

/** Sheets needed for `tickets` tickets printed `copies` times each. */
export function pageCount(template: TicketTemplate, tickets: number, copies: number): number {
  if (!Number.isSafeInteger(tickets) || tickets < 0 || !Number.isSafeInteger(copies) || copies < 1) {
    throw new RangeError('tickets must be ≥ 0 and copies ≥ 1 (whole numbers)');
  }
  return Math.ceil((tickets * copies) / ticketsPerPage(template));
}

export function pageLayout(template: TicketTemplate, tickets: number, copies: number): PageLayout {
  const spec = TICKET_TEMPLATE_SPECS[template];
  return {
    template,
    ...spec,
    ticketsPerPage: ticketsPerPage(template),
    ticketCount: tickets * copies,
    pageCount: pageCount(template, tickets, copies),
  };
}

/** Each ticket `copies` times, a ticket's copies next to each other (so they are cut and tied together). */
export function expandCopies<T>(tickets: readonly T[], copies: number): { ticket: T; copy: number }[] {
  return tickets.flatMap((ticket) => Array.from({ length: copies }, (_, i) => ({ ticket, copy: i + 1 })));
}

/** Split into sheets of `perPage`; only the last sheet may be partly filled. */
export function paginate<T>(items: readonly T[], perPage: number): T[][] {
  if (!Number.isSafeInteger(perPage) || perPage < 1) throw new RangeError('perPage must be a positive whole number');
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage));
  return pages;
}

// ---- Part tickets (部位菲) ------------------------------------------------------------------------------

export interface TicketPart {
  id: string;
  name: string;
  printTicket: boolean;
  piecesPerGarment: number;
  sort: number;
}

/**
 * The parts to print: the chosen ones (each must exist and be marked for tickets), or every part marked
 * for tickets when none are chosen; in the style's part order. An empty result is an error.
 */
export function selectTicketParts<P extends TicketPart>(
  parts: readonly P[],
  partIds: readonly string[] | null | undefined,
): { ok: true; parts: P[] } | { ok: false; errors: FieldErrors } {
  const reader = new InputReader();
  const sorted = [...parts].sort((a, b) => a.sort - b.sort);
  let chosen: P[];
  if (partIds === null || partIds === undefined) {
    chosen = sorted.filter((p) => p.printTicket);
  } else {
    const wanted = new Set(partIds);
    partIds.forEach((id, i) => {
      const part = parts.find((p) => p.id === id);
      if (part === undefined) reader.fail(`partIds[${String(i)}]`, 'Production.Print.PartNotFound');
      else if (!part.printTicket) reader.fail(`partIds[${String(i)}]`, 'Production.Print.PartNoTicket', { part: part.name });
    });
    chosen = sorted.filter((p) => wanted.has(p.id) && p.printTicket);
  }
  if (!reader.hasErrors && chosen.length === 0) reader.fail('partIds', 'Production.Print.NoTicketParts');
  return !reader.hasErrors ? { ok: true, parts: chosen } : { ok: false, errors: reader.errors };
}

/** One ticket per bundle × part, bundle by bundle (parts in order), with the part's piece count. */
export function expandPartTickets<B extends { qty: number }, P extends TicketPart>(
  bundles: readonly B[],
  parts: readonly P[],
): { bundle: B; part: P; pieces: number }[] {
  return bundles.flatMap((bundle) => parts.map((part) => ({ bundle, part, pieces: bundle.qty * part.piecesPerGarment })));
}
