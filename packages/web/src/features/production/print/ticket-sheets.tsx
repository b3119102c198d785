import { paginate, type TicketPrintDataDto, type TicketPrintItem } from '@eticket/core/production';
import { useEffect, useMemo, useState } from 'react';
import { PrintArea } from '../../../components/ui/print-area';
import { loadQrEncoder, qrSymbolFor, type QrEncoder, type QrSymbol } from '../../../components/ui/qr';
import { ticketCss } from './ticket-styles';

/**
 * The tickets of a print batch on their sheets (one label per sheet, or the A4 grid), drawn a slice at a time
 * so thousands of tickets never freeze the page: each step encodes the next tickets' QR codes and appends
 * one chunk of sheets. A chunk is built as escaped HTML and handed to the browser's parser in one go —
 * for 2,000 tickets (≈ 50,000 elements) that is several times faster than creating each element through
 * React, and nothing on a ticket is interactive. `onProgress` reports tickets drawn / total; the area
 * carries data-ready="true" once every sheet (and QR) is in the DOM.
 */

/** Texts on every ticket, translated once per batch (not once per ticket). */
export interface TicketLabels {
  styleNo: string;
  orderNo: string;
  bedNo: string;
  bundleNo: string;
  color: string;
  size: string;
  qty: string;
  dyeLot: string;
  ticketNo: string;
  part: string;
  reprint: string;
  /** "{{copy}}/{{copies}}" with the numbers filled in by the sheet. */
  copyOf: (copy: number, copies: number) => string;
}

interface Common {
  data: TicketPrintDataDto;
  labels: TicketLabels;
  /** The procedure line printed on every ticket ('' for none). */
  procedures: string;
}

/** Tickets per step: enough to finish 2,000 tickets quickly, small enough to keep the page responsive. */
const STEP_TICKETS = 250;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every text on a ticket comes from users (company, style, colours, notes): always escaped. */
function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

function isReprint(item: TicketPrintItem, recorded: boolean): boolean {
  // Preview: the count before this print; recorded: after it.
  return recorded ? item.printCount > 1 : item.printCount > 0;
}

function row(cells: readonly (readonly [string, string | number])[]): string {
  return `<div class="et-row">${cells.map(([label, value]) => `<span>${esc(label)}</span><b>${esc(value)}</b>`).join('')}</div>`;
}

function ticketHtml(item: TicketPrintItem, qr: QrSymbol, common: Common): string {
  const { data, labels } = common;
  const tags =
    (isReprint(item, data.recorded) ? `<span class="et-tag">${esc(labels.reprint)}</span>` : '') +
    (data.copies > 1 ? `<span class="et-tag">${esc(labels.copyOf(item.copy, data.copies))}</span>` : '');
  const qty: [string, string | number][] = [[labels.qty, item.part === null ? item.qty : item.part.pieces]];
  if (item.dyeLot !== null) qty.push([labels.dyeLot, item.dyeLot]);
  const note = item.note ?? '';
  const size = String(qr.size);
  return (
    `<div class="${data.options.rotate180 ? 'et-ticket et-rot' : 'et-ticket'}" data-bundle-no="${esc(item.bundleNo)}" data-code="${esc(item.code)}">` +
    `<div class="et-head"><span class="et-company">${esc(data.companyName)}</span>${tags}</div>` +
    '<div class="et-body"><div class="et-info">' +
    `<div class="et-bno"><span>${esc(labels.bundleNo)}</span><b data-testid="ticket-bundle-no">${esc(item.bundleNo)}</b></div>` +
    row([[labels.styleNo, data.styleNo]]) +
    row([[labels.orderNo, data.orderNo]]) +
    row([[labels.bedNo, item.bedDisplayNo]]) +
    row([
      [labels.color, item.color],
      [labels.size, item.size],
    ]) +
    row(qty) +
    (item.part === null ? '' : row([[labels.part, item.part.partName]])) +
    row([[labels.ticketNo, item.ticketNo]]) +
    '</div>' +
    `<div class="et-qr"><svg viewBox="0 0 ${size} ${size}" role="img" aria-label="${esc(item.code)}" data-qr="${esc(item.code)}">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${qr.path}" fill="#000"/></svg></div>` +
    '</div>' +
    (common.procedures === '' ? '' : `<div class="et-procs">${esc(common.procedures)}</div>`) +
    (note === '' ? '' : `<div class="et-note">${esc(note)}</div>`) +
    '</div>'
  );
}

export interface TicketSheetsProps {
  data: TicketPrintDataDto;
  labels: TicketLabels;
  procedures: string;
  onProgress?: (rendered: number, total: number) => void;
}

/** Give it a new `key` for a new batch: it starts over (QR symbols stay cached across batches). */
export function TicketSheets({ data, labels, procedures, onProgress }: TicketSheetsProps) {
  const [qrcode, setQrcode] = useState<QrEncoder | null>(null);
  const pages = useMemo(() => paginate(data.tickets, data.layout.ticketsPerPage), [data]);
  const common = useMemo<Common>(() => ({ data, labels, procedures }), [data, labels, procedures]);
  // Chunks of sheets drawn so far, as HTML, and how many sheets they hold.
  const [drawn, setDrawn] = useState<{ chunks: readonly string[]; sheets: number }>({ chunks: [], sheets: 0 });

  useEffect(() => {
    let live = true;
    loadQrEncoder().then(
      (module) => {
        if (live) setQrcode(() => module);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (qrcode === null || drawn.sheets >= pages.length) return;
    const handle = window.setTimeout(() => {
      let html = '';
      let tickets = 0;
      let sheet = drawn.sheets;
      for (; sheet < pages.length && tickets < STEP_TICKETS; sheet += 1) {
        const page = pages[sheet] ?? [];
        const last = sheet === pages.length - 1;
        html += `<div class="${last ? 'et-sheet et-last' : 'et-sheet'}">${page.map((item) => ticketHtml(item, qrSymbolFor(qrcode, item.code), common)).join('')}</div>`;
        tickets += page.length;
      }
      setDrawn((d) => ({ chunks: [...d.chunks, html], sheets: sheet }));
    }, 0);
    return () => {
      window.clearTimeout(handle);
    };
  }, [qrcode, drawn, pages, common]);

  const ready = qrcode !== null && drawn.sheets >= pages.length;
  const ticketsRendered = ready ? data.tickets.length : drawn.sheets * data.layout.ticketsPerPage;
  useEffect(() => {
    onProgress?.(ticketsRendered, data.tickets.length);
  }, [onProgress, ticketsRendered, data.tickets.length]);

  const css = useMemo(() => ticketCss(data.layout), [data.layout]);
  return (
    <PrintArea css={css} className="et-sheets" ready={ready} data-pages={pages.length}>
      {drawn.chunks.map((html, i) => (
        <div key={i} className="et-chunk" dangerouslySetInnerHTML={{ __html: html }} />
      ))}
    </PrintArea>
  );
}
