import type { AuditedEntityDto, ConcurrencyStamped, DecimalString, IsoDateTime, PriceMode, ProcedureStage } from '../catalog/catalog.types';
import type { BundleCell, BundleMode, BundlePlanErrorCode, CutComparison } from '../domain/bundles';
import type { OrderEvent, OrderStatusCode } from '../domain/order-status';

/**
 * Orders, cutting beds, bundles and ticket printing on the wire (issue 6; domain §3.2, §3.3, §4.2, §5.1–5.3,
 * §6.2). Money travels as decimal strings, quantities as whole numbers, business dates as 'yyyy-MM-dd'
 * (the tenant's local date) and instants as ISO 8601 strings. Matrices are [colourIndex][sizeIndex] in the
 * order of the `colors` / `sizes` lists next to them.
 */

/** 'yyyy-MM-dd', the tenant's local calendar date. */
export type BusinessDate = string;

/** The numeric order status on the wire: 1 draft … 5 cancelled (`OrderStatusCode`). */
export type OrderStatusValue = (typeof OrderStatusCode)[keyof typeof OrderStatusCode];

// ---- Quantity matrices --------------------------------------------------------------------------------------

/** The totals of a colour × size quantity matrix. */
export interface QtyTotals {
  /** Σ of each colour's row. */
  rowTotals: number[];
  /** Σ of each size's column. */
  columnTotals: number[];
  total: number;
}

/** A colour × size quantity matrix with its row (per colour) and column (per size) totals. */
export interface QtyMatrix extends QtyTotals {
  cells: number[][];
}

// ---- Orders -------------------------------------------------------------------------------------------------

export interface OrderProcedurePriceDto {
  /** Set for a per-size price. */
  size: string | null;
  /** Set for a technical-level override. */
  technicalLevelId: string | null;
  price: DecimalString;
}

/** A procedure as copied onto the order when it starts producing (paid wages stay stable, domain §3.2). */
export interface OrderProcedureDto {
  id: string;
  seq: number;
  name: string;
  code: string | null;
  stage: ProcedureStage;
  partId: string | null;
  partName: string | null;
  /** The style's procedure it was copied from (null once that procedure is gone). */
  sourceProcedureId: string | null;
  priceMode: PriceMode;
  defaultPrice: DecimalString;
  prices: OrderProcedurePriceDto[];
  showPrice: boolean;
  standardMinutes: DecimalString | null;
  /** Set by an out order (issue on outsourcing); false until then. */
  isOutsourced: boolean;
  syncedAt: IsoDateTime;
}

/** One row of the order list (domain §6.2). */
export interface OrderListItemDto extends AuditedEntityDto {
  orderNo: string;
  customerPoNo: string | null;
  productId: string;
  styleNo: string;
  productName: string;
  productImageUrl: string | null;
  customerId: string | null;
  customerName: string | null;
  orderDate: BusinessDate;
  deliveryDate: BusinessDate;
  status: OrderStatusValue;
  totalQty: number;
  /** Σ qty of the live bundles of all beds. */
  cutQty: number;
  completedQty: number;
  /** completedQty / totalQty in whole percent, 0–100 (over-completion is capped). */
  progressPercent: number;
}

export interface OrderDto extends OrderListItemDto {
  /** The order's colours and sizes, in the style's order. */
  colors: string[];
  sizes: string[];
  /** quantities[colourIndex][sizeIndex]: the same shape `OrderInput` takes, so what is read can be saved back. */
  quantities: number[][];
  /** Derived from `quantities`; ignored when sent back. */
  quantityTotals: QtyTotals;
  remark: string | null;
  /** Empty until the order starts producing. */
  procedures: OrderProcedureDto[];
  proceduresSnapshotAt: IsoDateTime | null;
  bedCount: number;
  /** Σ qty of live work records; 0 until scanning exists. */
  reportedQty: number;
  completedAt: IsoDateTime | null;
  closedAt: IsoDateTime | null;
  /** The status actions the order allows now (`allowedOrderEvents`). */
  allowedEvents: OrderEvent[];
  canDelete: boolean;
}

/** POST /api/eticket/order and PUT /api/eticket/order/{id} (PUT adds the concurrency stamp). */
export interface OrderInput {
  orderNo: string;
  customerPoNo: string | null;
  productId: string;
  customerId: string | null;
  orderDate: BusinessDate;
  deliveryDate: BusinessDate;
  /** A subset of the style's colours and sizes; they are stored in the style's order. */
  colors: string[];
  sizes: string[];
  /** quantities[colourIndex][sizeIndex], whole pieces ≥ 0, at least one > 0. */
  quantities: number[][];
  remark: string | null;
}

export type UpdateOrderInput = OrderInput & ConcurrencyStamped;

/** GET /api/eticket/order — exactly product-spec §3; status 0 (the default) means all. */
export interface OrderListQuery {
  keyword?: string;
  status?: number;
  creationDateStart?: BusinessDate;
  creationDateEnd?: BusinessDate;
  deliveryDateStart?: BusinessDate;
  deliveryDateEnd?: BusinessDate;
  skipCount?: number;
  maxResultCount?: number;
}

/** POST /api/eticket/order/{id}/syncProcedures: copy the style's current procedures onto the order again. */
export interface SyncOrderProceduresResultDto {
  added: number;
  updated: number;
  /** Procedures kept because they already have work records (their snapshot stays). */
  kept: number;
  removed: number;
  procedures: OrderProcedureDto[];
}

// ---- Order statistics ---------------------------------------------------------------------------------------

export interface ProcedureProgressDto {
  orderProcedureId: string;
  seq: number;
  name: string;
  stage: ProcedureStage;
  /** What may be reported: Σ live bundle qty. */
  total: number;
  done: number;
  remaining: number;
  /** done / total in whole percent, 0–100. */
  percent: number;
  /** Σ amount of the work records (exact snapshot amounts). */
  amount: DecimalString;
}

/** A bundle as progress views list it. */
export interface BundleSummary {
  bundleNo: number;
  cuttingTimeId: string;
  bedDisplayNo: string;
  color: string;
  size: string;
  qty: number;
  status: BundleStatus;
}

export interface BundleProgressDto extends BundleSummary {
  bundleId: string;
  /** The bundle's completed pieces: the least reported over the order's procedures. */
  completedQty: number;
}

/** GET /api/eticket/order/{id}/statistics[?excludeBundles=true] (domain §3.2). */
export interface OrderStatisticsDto {
  orderId: string;
  orderNo: string;
  customerPoNo: string | null;
  styleNo: string;
  productName: string;
  customerName: string | null;
  deliveryDate: BusinessDate;
  status: OrderStatusValue;
  colors: string[];
  sizes: string[];
  ordered: QtyMatrix;
  cut: QtyMatrix;
  completed: QtyMatrix;
  procedures: ProcedureProgressDto[];
  bedCount: number;
  bundleCount: number;
  /** null when excludeBundles=true. */
  bundles: BundleProgressDto[] | null;
}

/** GET /api/eticket/order/{id}/ticketOrganizationReport → { items }: reported work by organization and member. */
export interface TicketOrganizationReportItemDto {
  organizationId: string | null;
  organizationName: string | null;
  userId: string;
  userName: string;
  name: string;
  /** Work records counted. */
  recordCount: number;
  qty: number;
  amount: DecimalString;
  procedures: { orderProcedureId: string; procedureName: string; qty: number; amount: DecimalString }[];
}

// ---- Cutting beds (床次) --------------------------------------------------------------------------------------

export const CUTTING_TIME_STATUSES = ['planned', 'bundled', 'printed', 'inProduction', 'done', 'void'] as const;
export type CuttingTimeStatus = (typeof CUTTING_TIME_STATUSES)[number];

export interface SizeRatio {
  size: string;
  ratio: number;
}

export interface ColorLayers {
  color: string;
  layers: number;
}

/** The bundle plan a bed was generated from (kept so a copy can plan the same bundles again). */
export interface StoredBundlePlan {
  mode: BundleMode;
  colors: string[];
  sizes: string[];
  grid: BundleCell[][];
  startNo: number;
  customNumbers: number[] | null;
}

/** POST /api/eticket/cuttingTime, PUT /api/eticket/cuttingTime/{id} (+ concurrency stamp). */
export interface CuttingTimeInput {
  orderId: string;
  cutDate: BusinessDate;
  cutterUserId: string | null;
  /** Free text when the cutter is not a user; a user's name is taken from the user. */
  cutterName: string | null;
  fabricName: string | null;
  fabricColor: string | null;
  dyeLot: string | null;
  markerNo: string | null;
  /** Metres and centimetres as decimals ("6.85", "150"). */
  markerLength: DecimalString | null;
  markerWidth: DecimalString | null;
  /** Percent ("2.5"). */
  lossRate: DecimalString | null;
  /** Sizes of the order with their ratio; at least one ratio > 0 (stored: ratios > 0, in the order's size order). */
  ratios: SizeRatio[];
  /** Colours of the order with their plies; at least one > 0 (stored: > 0 only, in the order's colour order). */
  colors: ColorLayers[];
  remark: string | null;
  ticketNote: string | null;
}

export interface CuttingTimeDto extends AuditedEntityDto, CuttingTimeInput {
  orderNo: string;
  /** The order's status: a draft's tickets cannot be scanned yet, so the bed pages say so. */
  orderStatus: OrderStatusValue;
  productId: string;
  styleNo: string;
  productName: string;
  customerName: string | null;
  bedNo: number;
  bedSubNo: number | null;
  /** '16' or '16-1' (`formatBedNo`). */
  displayNo: string;
  /** Σ layers over the colours laid. */
  layers: number;
  /** 单层件数 = Σ ratio. */
  piecesPerPly: number;
  /** The lay's pieces (Σ ratio × layers). */
  layQty: number;
  status: CuttingTimeStatus;
  bundleMode: BundleMode | null;
  startBundleNo: number | null;
  totalBundles: number;
  /** Σ qty of the live bundles. */
  totalQty: number;
  /** Bundles printed at least once. */
  printedBundles: number;
  printedAt: IsoDateTime | null;
  lockedAt: IsoDateTime | null;
  /** Bundles may be (re)generated: nothing printed or scanned yet. */
  canRegenerate: boolean;
  plan: StoredBundlePlan | null;
}

export type UpdateCuttingTimeInput = CuttingTimeInput & ConcurrencyStamped;

/** GET /api/eticket/cuttingTime (also the cutting list print). */
export interface CuttingTimeListQuery {
  /** Order no, style no, bed no, cutter or dye lot contains. */
  keyword?: string;
  orderId?: string;
  productId?: string;
  cutterUserId?: string;
  status?: CuttingTimeStatus;
  cutDateStart?: BusinessDate;
  cutDateEnd?: BusinessDate;
  skipCount?: number;
  maxResultCount?: number;
}

/** POST /api/eticket/cuttingTime/{id}/copy: a new bed (new bed no); bundles, if any, get new numbers and new tickets. */
export interface CopyCuttingTimeInput {
  cutDate: BusinessDate | null;
  /** Plan the copied bed's bundles at once (from the source's plan, numbered after the order's last bundle). */
  withBundles: boolean;
}

// ---- Bundle plan ------------------------------------------------------------------------------------------

/** POST cuttingTime/{id}/previewBundles and cuttingTime/{id}/generateBundles. */
export interface BundlePlanRequest {
  mode: BundleMode;
  /** Colours and sizes of the order (default: the bed's colours laid and ratio sizes). */
  colors: string[];
  sizes: string[];
  grid: BundleCell[][];
  /** 从 N 扎起; null = one past the order's highest bundle number. */
  startNo: number | null;
  customNumbers: number[] | null;
  /** A dye lot per bundle in numbering order (null entries take the bed's); null = the bed's for all. */
  dyeLots: (string | null)[] | null;
}

export interface PlannedBundleDto {
  bundleNo: number;
  color: string;
  size: string;
  k: number;
  qty: number;
  dyeLot: string | null;
}

export interface BundlePlanIssueDto {
  code: BundlePlanErrorCode | 'dyeLotCount' | 'dyeLotTooLong' | 'unknownColor' | 'unknownSize' | 'orderNotOpen';
  key: string;
  params: Readonly<Record<string, string | number>>;
}

/** The live preview: the bundles and totals, or the problems; plus the comparison with what the order still needs. */
export interface BundlePlanPreviewDto {
  ok: boolean;
  errors: BundlePlanIssueDto[];
  bundles: PlannedBundleDto[];
  colors: string[];
  sizes: string[];
  totals: QtyMatrix;
  bundleCount: number;
  comparison: CutComparison;
  /** The first automatic number when startNo is null. */
  suggestedStartNo: number;
}

export interface GenerateBundlesResultDto {
  cuttingTime: CuttingTimeDto;
  bundleCount: number;
  totalQty: number;
  firstTicketNo: number;
  lastTicketNo: number;
}

// ---- Bundles (扎 / 菲) --------------------------------------------------------------------------------------

export const BUNDLE_STATUSES = ['created', 'printed', 'inProgress', 'completed', 'void'] as const;
export type BundleStatus = (typeof BUNDLE_STATUSES)[number];

export interface BundleDto {
  id: string;
  orderId: string;
  cuttingTimeId: string;
  bedDisplayNo: string;
  bundleNo: number;
  /** 菲票号: per-tenant sequence. */
  ticketNo: number;
  /** The QR payload (`formatTicketCode`): opaque, unique, resolvable only in its tenant. */
  code: string;
  color: string;
  size: string;
  qty: number;
  dyeLot: string | null;
  note: string | null;
  status: BundleStatus;
  printCount: number;
  lastPrintedAt: IsoDateTime | null;
  /** The most reported on any one procedure of the bundle (qty may not go below it). */
  reportedQty: number;
  /** Replaced codes this bundle had (each now void). */
  replacedCodes: number;
  /** Held from scanning (at quality check, defective, disputed): nobody reports work on it until released. */
  scanBlocked: boolean;
  /** Why, when, and by whom it was held; all null once released. */
  scanBlockReason: string | null;
  scanBlockedAt: IsoDateTime | null;
  scanBlockedByName: string | null;
  concurrencyStamp: string;
}

/** POST /api/eticket/bundle/{id}/block: hold a bundle from scanning, with the reason everybody sees. */
export interface BundleBlockInput {
  reason: string;
}

/** PUT /api/eticket/bundle/{id}, a partial update (absent fields stay): colour and size never change after generation. */
export interface BundlePatchInput {
  qty?: number;
  dyeLot?: string | null;
  note?: string | null;
  concurrencyStamp: string;
}

/** GET /api/eticket/bundle/byCode/{code}: the bundle with enough context for a scanner screen. */
export interface BundleByCodeDto {
  bundle: BundleDto;
  orderNo: string;
  orderStatus: OrderStatusValue;
  styleNo: string;
  productName: string;
  /** Set when the code is a part ticket's. */
  part: { partId: string; partName: string } | null;
  /** The order's procedures on this bundle, as the scan station shows them (in order of seq). */
  procedures: BundleProcedureStateDto[];
}

/** One procedure of a scanned bundle as the scan station shows it. */
export interface BundleProcedureStateDto {
  orderProcedureId: string;
  seq: number;
  name: string;
  /** Σ live qty reported on this bundle for this procedure. */
  reported: number;
  remaining: number;
  /** May the caller report it now (remaining > 0, not outsourced, order producing, bundle scannable). */
  claimable: boolean;
  /** Why not, as a text key, when not claimable. */
  reason: string | null;
  /** The piece rate for the caller, when prices are shown to workers; null otherwise. */
  unitPrice: DecimalString | null;
}


// ---- Ticket printing ----------------------------------------------------------------------------------------

export const TICKET_TEMPLATES = ['60x40', '80x60', 'A4'] as const;
export type TicketTemplate = (typeof TICKET_TEMPLATES)[number];

/**
 * Which bundles: `picks` (bundle numbers) wins over the range. An empty or invalid pick list is refused
 * (400), never read as "print everything"; with no picks, both ends of the range are required.
 */
export interface PrintSelection {
  from?: number | null;
  to?: number | null;
  picks?: number[] | null;
}

export interface TicketPrintOptions {
  rotate180: boolean;
  /** Show prices of procedures that allow it (showPrice); never of the others. */
  showPrices: boolean;
  showProcedures: boolean;
  /** Printed in the header; default the tenant's display name. */
  companyName: string | null;
  /** One note on every ticket (default the bed's ticket note). */
  ticketNote: string | null;
  /** Notes per bundle number. */
  perTicketNotes: Readonly<Record<string, string>> | null;
}

/** POST order/{id}/ticketPrintData (preview) and order/{id}/ticketPrint (records the print). */
export interface TicketPrintRequest extends PrintSelection {
  /** Limit to one bed of the order (bundle numbers are unique in the order either way). */
  cuttingTimeId?: string | null;
  template: TicketTemplate;
  copies: number;
  options: TicketPrintOptions;
}

/** POST order/{id}/partTicketPrintData and order/{id}/partTicketPrint. */
export interface PartTicketPrintRequest extends TicketPrintRequest {
  /** Parts to print; null = every part marked for tickets. */
  partIds: string[] | null;
}

export interface TicketProcedureLine {
  seq: number;
  name: string;
  /** Only when the procedure shows prices and the request asks for them. */
  price: DecimalString | null;
}

/** A paper template: page size, ticket size and the grid of tickets on a page (millimetres). */
export interface TemplateSpec {
  pageWidthMm: number;
  pageHeightMm: number;
  ticketWidthMm: number;
  ticketHeightMm: number;
  columns: number;
  rows: number;
}

export interface PageLayout extends TemplateSpec {
  template: TicketTemplate;
  ticketsPerPage: number;
  /** Tickets on paper (tickets × copies). */
  ticketCount: number;
  pageCount: number;
}

export interface TicketPrintItem {
  bundleId: string;
  bundleNo: number;
  ticketNo: number;
  /** QR payload. */
  code: string;
  bedDisplayNo: string;
  cutDate: BusinessDate;
  color: string;
  size: string;
  qty: number;
  dyeLot: string | null;
  note: string | null;
  /** The bundle's print count after this print (1 = first print). */
  printCount: number;
  /** 1 … copies. */
  copy: number;
  /** Part tickets only. */
  part: { partId: string; partName: string; pieces: number } | null;
}

export interface TicketPrintDataDto {
  template: TicketTemplate;
  copies: number;
  options: TicketPrintOptions;
  layout: PageLayout;
  companyName: string;
  orderId: string;
  orderNo: string;
  customerPoNo: string | null;
  customerName: string | null;
  styleNo: string;
  productName: string;
  procedures: TicketProcedureLine[];
  /** In print order: bundle number ascending, each ticket's copies together (parts within a bundle). */
  tickets: TicketPrintItem[];
  recorded: boolean;
  printedAt: IsoDateTime | null;
}

/** POST bundle/{id}/replace: the old code is void from now on. */
export interface ReplaceTicketResultDto {
  bundle: BundleDto;
  voidedCode: string;
}

// ---- Cutting sheet and report -----------------------------------------------------------------------------

/** GET cuttingTime/{id}/printData: the bed sheet for the cutting room. */
export interface CuttingSheetDto {
  cuttingTime: CuttingTimeDto;
  companyName: string;
  colors: string[];
  sizes: string[];
  /** What the bundles hold (or the lay when no bundles yet). */
  quantities: QtyMatrix;
  bundles: { bundleNo: number; ticketNo: number; color: string; size: string; qty: number; dyeLot: string | null; status: BundleStatus }[];
}

export const CUTTING_REPORT_DIMENSIONS = ['day', 'style', 'order', 'cutter'] as const;
export type CuttingReportDimension = (typeof CUTTING_REPORT_DIMENSIONS)[number];

/** GET cuttingTime/report (and /report/export for Excel). */
export interface CuttingReportQuery {
  /** One or two dimensions, e.g. day or day + cutter. */
  groupBy: CuttingReportDimension[];
  cutDateStart?: BusinessDate;
  cutDateEnd?: BusinessDate;
  cutterUserId?: string;
  customerId?: string;
  productId?: string;
}

/** One bed as the report reads it (bundles counted live only). */
export interface CuttingReportSourceRow {
  cuttingTimeId: string;
  cutDate: BusinessDate;
  orderId: string;
  orderNo: string;
  /** The order's total qty, for over/under cut by order. */
  orderQty: number;
  productId: string;
  styleNo: string;
  productName: string;
  cutterUserId: string | null;
  cutterName: string | null;
  bundleCount: number;
  qty: number;
}

export interface CuttingReportKey {
  dimension: CuttingReportDimension;
  /** Date, product id, order id, or cutter user id / name ('' for no cutter). */
  value: string;
  label: string;
}

export interface CuttingReportRowDto {
  keys: CuttingReportKey[];
  bedCount: number;
  bundleCount: number;
  qty: number;
  /** Only when grouped by order alone: the order's qty and cut − ordered (positive = over-cut). */
  orderQty: number | null;
  difference: number | null;
}

export interface CuttingReportDto {
  groupBy: CuttingReportDimension[];
  rows: CuttingReportRowDto[];
  totals: { bedCount: number; bundleCount: number; qty: number };
}
