import type { PageLayout, TicketTemplate } from '@eticket/core/production';

/**
 * The CSS of the bundle tickets (菲票). Plain class rules, not component styles: a batch holds thousands
 * of tickets, and one stylesheet costs nothing per ticket. Sizes are millimetres so the paper matches the
 * label roll or the A4 label sheet exactly; `@page` takes the template's page size with no margin.
 */

/** Type sizes per template (mm): body text, the large bundle number, the QR side, procedure lines shown. */
const SCALE: Readonly<Record<TicketTemplate, { font: number; bundleNo: number; qr: number; procLines: number; pad: number }>> = {
  '60x40': { font: 2.3, bundleNo: 7, qr: 19, procLines: 2, pad: 1.5 },
  '80x60': { font: 2.8, bundleNo: 10, qr: 26, procLines: 6, pad: 2 },
  A4: { font: 2.4, bundleNo: 7.5, qr: 20, procLines: 3, pad: 1.8 },
};

const mm = (n: number) => `${String(Math.round(n * 100) / 100)}mm`;

export function ticketCss(layout: PageLayout): string {
  const s = SCALE[layout.template];
  const grid = layout.columns * layout.rows > 1;
  return `
@page { size: ${mm(layout.pageWidthMm)} ${mm(layout.pageHeightMm)}; margin: 0; }
.et-sheets { display: flex; flex-wrap: wrap; gap: 4mm; align-items: flex-start; }
.et-chunk { display: contents; }
.et-sheet {
  width: ${mm(layout.pageWidthMm)}; height: ${mm(layout.pageHeightMm)}; overflow: hidden; box-sizing: border-box;
  background: #fff; color: #000; box-shadow: 0 0 0 0.2mm #c8ccd2;
  content-visibility: auto; contain-intrinsic-size: ${mm(layout.pageWidthMm)} ${mm(layout.pageHeightMm)};
  ${grid ? `display: grid; grid-template-columns: repeat(${String(layout.columns)}, ${mm(layout.ticketWidthMm)}); grid-template-rows: repeat(${String(layout.rows)}, ${mm(layout.ticketHeightMm)}); justify-content: center; align-content: center;` : ''}
}
.et-ticket {
  width: ${mm(layout.ticketWidthMm)}; height: ${mm(layout.ticketHeightMm)}; box-sizing: border-box; padding: ${mm(s.pad)};
  display: flex; flex-direction: column; gap: 0.4mm; overflow: hidden; color: #000;
  font-family: "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", sans-serif;
  font-size: ${mm(s.font)}; line-height: 1.18;
  ${grid ? 'outline: 0.1mm dashed #d0d4da; outline-offset: -0.05mm;' : ''}
}
.et-ticket.et-rot { transform: rotate(180deg); }
.et-head { display: flex; gap: 1mm; align-items: baseline; border-bottom: 0.2mm solid #000; padding-bottom: 0.3mm; }
.et-company { flex: 1; min-width: 0; font-weight: 700; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.et-tag { font-size: 0.85em; border: 0.2mm solid #000; border-radius: 0.6mm; padding: 0 0.6mm; white-space: nowrap; }
.et-body { flex: 1; min-height: 0; display: flex; gap: 1mm; }
.et-info { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 0.15mm; }
.et-bno { display: flex; align-items: baseline; gap: 0.8mm; line-height: 1; }
.et-bno b { font-size: ${mm(s.bundleNo)}; font-weight: 800; letter-spacing: -0.02em; }
.et-row { display: flex; gap: 0.8mm; white-space: nowrap; overflow: hidden; }
.et-row > span:first-child { color: #333; flex: none; }
.et-row > b { font-weight: 700; overflow: hidden; text-overflow: ellipsis; }
.et-qr { flex: none; width: ${mm(s.qr)}; height: ${mm(s.qr)}; display: flex; flex-direction: column; align-items: center; }
.et-qr svg { width: ${mm(s.qr)}; height: ${mm(s.qr)}; display: block; shape-rendering: crispEdges; }
.et-procs {
  font-size: 0.82em; border-top: 0.2mm dashed #000; padding-top: 0.3mm;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: ${String(s.procLines)}; overflow: hidden;
}
.et-note { font-size: 0.82em; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
@media print {
  .et-sheets, .et-chunk { display: block; gap: 0; }
  .et-sheet { box-shadow: none; content-visibility: visible; break-after: page; page-break-after: always; break-inside: avoid; }
  .et-sheet.et-last { break-after: auto; page-break-after: auto; }
  .et-ticket { outline: none; }
}`;
}
