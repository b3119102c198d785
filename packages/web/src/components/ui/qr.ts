import type * as QRCode from 'qrcode';

/**
 * QR symbols — the ticket codes (ET1.… / EP1.…, opaque, domain §8.2) and the company's invite link — drawn
 * as one SVG path per symbol. The encoder (qrcode) is fetched on demand by the views that draw one, so it
 * never weighs on a first load.
 * A path of dark runs is far lighter for the browser than one element per module, which matters when
 * thousands of tickets are on one print view.
 */
export interface QrSymbol {
  /** Modules per side, quiet zone included (the viewBox is 0 0 size size). */
  size: number;
  /** The dark modules as one SVG path. */
  path: string;
}

type QrEncoder = typeof QRCode;

/** The QR alphanumeric character set. */
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]+$/;

/** Modules of white around the symbol (the ticket's own margin adds to it). */
export const QR_QUIET_ZONE = 2;

let encoder: Promise<QrEncoder> | null = null;

/** The encoder module, fetched once. */
export function loadQrEncoder(): Promise<QrEncoder> {
  encoder ??= import('qrcode').then((m) => ('create' in m ? m : (m as { default: QrEncoder }).default));
  encoder.catch(() => {
    encoder = null;
  });
  return encoder;
}

/**
 * One symbol: level M (a creased or smudged label still reads), the mask fixed (any of the eight is valid;
 * fixing it skips seven trial encodings per ticket, which is most of the cost for a 2,000-ticket batch), and
 * version 2 unless the text needs a larger one.
 */
export function encodeQr(qrcode: QrEncoder, text: string): QrSymbol {
  // Ticket codes are QR-alphanumeric: one segment named as such skips the optimal-segmentation search, and
  // every code (30 characters) fits version 2, which skips the version search. Anything else: the general way.
  const input = ALPHANUMERIC.test(text) ? [{ data: text, mode: 'alphanumeric' as const }] : text;
  let symbol: ReturnType<QrEncoder['create']>;
  try {
    symbol = qrcode.create(input, { errorCorrectionLevel: 'M', maskPattern: 0, version: 2 });
  } catch {
    symbol = qrcode.create(input, { errorCorrectionLevel: 'M', maskPattern: 0 });
  }
  const { size, data } = symbol.modules;
  const full = size + QR_QUIET_ZONE * 2;
  let path = '';
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (data[row * size + col] === 0) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col] !== 0) col += 1;
      path += `M${String(start + QR_QUIET_ZONE)} ${String(row + QR_QUIET_ZONE)}h${String(col - start)}v1h${String(start - col)}z`;
    }
  }
  return { size: full, path };
}

/** Symbols by code: a reprint, or the same batch drawn again after its print was recorded, never encodes twice. */
const symbols = new Map<string, QrSymbol>();
/** Enough for the largest print request (30,000 tickets); past it the cache starts over. */
const CACHE_MAX = 40_000;

export function qrSymbolFor(qrcode: QrEncoder, text: string): QrSymbol {
  let symbol = symbols.get(text);
  if (symbol === undefined) {
    if (symbols.size >= CACHE_MAX) symbols.clear();
    symbol = encodeQr(qrcode, text);
    symbols.set(text, symbol);
  }
  return symbol;
}

export type { QrEncoder };
