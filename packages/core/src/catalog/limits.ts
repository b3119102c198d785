import { MICROS_PER_YUAN, type Micros } from '../money/money';

/**
 * Length and range limits of the master data, shared by the server (column checks, 400s) and the forms
 * (maxlength, hints). Lengths are in characters (a CJK character counts once).
 */
export const CatalogLimits = {
  nameMax: 64,
  styleNoMax: 32,
  codeMax: 32,
  colorNameMax: 32,
  sizeNameMax: 16,
  partNameMax: 32,
  procedureNameMax: 64,
  remarkMax: 500,
  addressMax: 200,
  personMax: 32,
  phoneMax: 32,
  imageUrlMax: 1000,

  colorsMax: 60,
  sizesMax: 40,
  partsMax: 100,
  proceduresMax: 300,
  /** Price rows per procedure (levels × sizes). */
  priceRowsMax: 500,
  /** Orders one 同步工序 may touch (one transaction). */
  syncOrdersMax: 200,

  sortMax: 999_999,
  seqMax: 9999,
  piecesPerGarmentMax: 99,
  /** numeric(10,4) minutes. */
  standardMinutesDigits: 4,
  standardMinutesMax: 9999n * MICROS_PER_YUAN,
  /** Piece rates: 0 … 999,999.999999 yuan with up to 6 decimals (numeric(18,6)). */
  priceDigits: 6,
  priceMax: 1_000_000n * MICROS_PER_YUAN - 1n,

  /** An export writes at most this many rows of the filtered list. */
  exportRowsMax: 10_000,
} as const satisfies Readonly<Record<string, number | Micros>>;
