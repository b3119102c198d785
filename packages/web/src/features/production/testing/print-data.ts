import { expandCopies, pageLayout, type TicketPrintDataDto, type TicketPrintItem, type TicketTemplate } from '@eticket/core/production';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A well-formed bundle code (ET1. + 26 Crockford characters), different for every n. */
export function ticketCode(n: number): string {
  let body = '';
  let value = n;
  for (let i = 0; i < 26; i += 1) {
    body = ALPHABET.charAt(value % 32) + body;
    value = Math.floor(value / 32);
  }
  return `ET1.${body}`;
}

/** The print data the server would send for `count` bundles (3 colours × 4 sizes cycling). */
export function printData(count: number, options: { template?: TicketTemplate; copies?: number; recorded?: boolean; printCount?: number } = {}): TicketPrintDataDto {
  const template = options.template ?? 'A4';
  const copies = options.copies ?? 1;
  const colors = ['白色', '浅蓝', '黑色'];
  const sizes = ['S', 'M', 'L', 'XL'];
  const sheets: Omit<TicketPrintItem, 'copy'>[] = Array.from({ length: count }, (_, i) => ({
    bundleId: `b-${String(i + 1)}`,
    bundleNo: i + 1,
    ticketNo: 50_000 + i,
    code: ticketCode(i + 1),
    bedDisplayNo: '16',
    cutDate: '2026-11-03',
    color: colors[i % 3] ?? '',
    size: sizes[Math.floor(i / 3) % 4] ?? '',
    qty: 20,
    dyeLot: i % 2 === 0 ? 'G-7' : null,
    note: null,
    printCount: options.printCount ?? 0,
    part: null,
  }));
  return {
    template,
    copies,
    options: { rotate180: false, showPrices: true, showProcedures: true, companyName: null, ticketNote: null, perTicketNotes: null },
    layout: pageLayout(template, count, copies),
    companyName: '锦绣制衣厂',
    orderId: 'order-1',
    orderNo: 'SO-2611-01',
    customerPoNo: 'PO-88',
    customerName: '优衣服饰',
    styleNo: 'CS-2611',
    productName: '男装长袖衬衫',
    procedures: [
      { seq: 1, name: '做领', price: '0.35' },
      { seq: 2, name: '上领', price: null },
      { seq: 3, name: '钉扣', price: '0.12' },
    ],
    tickets: expandCopies(sheets, copies).map(({ ticket, copy }) => ({ ...ticket, copy })),
    recorded: options.recorded ?? false,
    printedAt: options.recorded === true ? '2026-11-03T02:00:00.000Z' : null,
  };
}
