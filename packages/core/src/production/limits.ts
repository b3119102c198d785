/**
 * Length and range limits of orders, beds, bundles and printing, shared by the server (400s, column sizes)
 * and the forms. Lengths are in characters (a CJK character counts once).
 */
export const ProductionLimits = {
  orderNoMax: 32,
  customerPoNoMax: 64,
  remarkMax: 500,
  /** Pieces in one colour × size cell of an order. */
  cellQtyMax: 1_000_000,

  dyeLotMax: 32,
  personNameMax: 32,
  fabricMax: 64,
  markerNoMax: 32,
  noteMax: 200,
  /** Why a bundle is held from scanning. */
  blockReasonMax: 256,
  /** Plies of one colour in one lay. */
  layersMax: 1000,
  /** Garments of one size per ply. */
  ratioMax: 99,
  /** Metres (length) or centimetres (width), 2 decimals. */
  markerMax: 10_000,
  markerDigits: 2,
  /** Percent, 2 decimals. */
  lossRateMax: 100,
  lossRateDigits: 2,
  /** Pieces of one bundle. */
  bundleQtyMax: 100_000,

  copiesMax: 10,
  /** Bundle numbers in one pick list. */
  picksMax: 10_000,
  /** Tickets on paper in one print request (tickets × copies × parts). */
  printTicketsMax: 30_000,

  exportRowsMax: 10_000,
} as const satisfies Readonly<Record<string, number>>;
