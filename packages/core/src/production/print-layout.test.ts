import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TICKET_TEMPLATE_SPECS,
  expandCopies,
  expandPartTickets,
  pageCount,
  pageLayout,
  paginate,
  selectTicketParts,
  ticketsPerPage,
  type TicketPart,
} from './print-layout';
import { TICKET_TEMPLATES, type TicketTemplate } from './production.types';

const RUNS = { numRuns: 1000 };
const template = fc.constantFrom<TicketTemplate>(...TICKET_TEMPLATES);

describe('page layout', () => {
  it('labels hold one ticket per page; A4 is a 3 × 7 grid that fits the sheet', () => {
    expect(ticketsPerPage('60x40')).toBe(1);
    expect(ticketsPerPage('80x60')).toBe(1);
    expect(ticketsPerPage('A4')).toBe(21);
    for (const t of TICKET_TEMPLATES) {
      const spec = TICKET_TEMPLATE_SPECS[t];
      expect(spec.columns * spec.ticketWidthMm).toBeLessThanOrEqual(spec.pageWidthMm);
      expect(spec.rows * spec.ticketHeightMm).toBeLessThanOrEqual(spec.pageHeightMm);
    }
    expect(pageLayout('A4', 2000, 1)).toMatchObject({ ticketsPerPage: 21, ticketCount: 2000, pageCount: 96 });
    expect(pageCount('60x40', 2000, 2)).toBe(4000);
  });

  it('pages = ⌈tickets × copies / per page⌉, and paginating the copies gives exactly that many sheets, all full but the last', () => {
    fc.assert(
      fc.property(template, fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 5 }), (t, n, copies) => {
        const perPage = ticketsPerPage(t);
        const pages = paginate(
          expandCopies(
            Array.from({ length: n }, (_, i) => i),
            copies,
          ),
          perPage,
        );
        expect(pages.length).toBe(pageCount(t, n, copies));
        expect(pages.length).toBe(Math.ceil((n * copies) / perPage));
        const sizes = pages.map((page) => page.length);
        const last = sizes.pop();
        expect(sizes.every((size) => size === perPage)).toBe(true);
        if (last !== undefined) expect(last >= 1 && last <= perPage).toBe(true);
        expect(pages.flat().length).toBe(n * copies);
      }),
      RUNS,
    );
  });

  it('each ticket appears `copies` times, its copies together and numbered 1…copies, tickets in their order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 50 }), fc.integer({ min: 1, max: 5 }), (tickets, copies) => {
        const out = expandCopies(tickets, copies);
        expect(out.length).toBe(tickets.length * copies);
        expect(out.every((entry, i) => entry.ticket === tickets[Math.floor(i / copies)] && entry.copy === (i % copies) + 1)).toBe(true);
      }),
      RUNS,
    );
  });

  it('refuses nonsense counts', () => {
    expect(() => pageCount('A4', -1, 1)).toThrow(RangeError);
    expect(() => pageCount('A4', 1, 0)).toThrow(RangeError);
    expect(() => paginate([1], 0)).toThrow(RangeError);
  });
});

describe('part tickets', () => {
  const parts: TicketPart[] = [
    { id: 'sleeve', name: '袖', printTicket: true, piecesPerGarment: 2, sort: 3 },
    { id: 'front', name: '前片', printTicket: true, piecesPerGarment: 1, sort: 1 },
    { id: 'label', name: '唛头', printTicket: false, piecesPerGarment: 1, sort: 2 },
  ];

  it('by default every part marked for tickets, in part order', () => {
    const result = selectTicketParts(parts, null);
    expect(result.ok && result.parts.map((p) => p.id)).toEqual(['front', 'sleeve']);
  });

  it('chosen parts must exist and be marked for tickets', () => {
    expect(selectTicketParts(parts, ['sleeve'])).toEqual({ ok: true, parts: [parts[0]] });
    const result = selectTicketParts(parts, ['label', 'nope']);
    expect(result.ok ? [] : Object.values(result.errors).map((e) => e.key)).toEqual(['Production.Print.PartNoTicket', 'Production.Print.PartNotFound']);
    const none = selectTicketParts([parts[2] as TicketPart], null);
    expect(none.ok ? [] : Object.values(none.errors).map((e) => e.key)).toEqual(['Production.Print.NoTicketParts']);
  });

  it('one ticket per bundle × part, bundle by bundle, with the part pieces', () => {
    const chosen = selectTicketParts(parts, null);
    if (!chosen.ok) throw new Error('expected parts');
    const out = expandPartTickets([{ no: 1, qty: 10 }, { no: 2, qty: 12 }], chosen.parts);
    expect(out.map((t) => [t.bundle.no, t.part.id, t.pieces])).toEqual([
      [1, 'front', 10],
      [1, 'sleeve', 20],
      [2, 'front', 12],
      [2, 'sleeve', 24],
    ]);
  });
});
