import type { DecimalString, IsoDateTime } from '../catalog/catalog.types';
import type { PagedResultDto } from '../paging/paging';

/**
 * Wages (domain §3.7, §4.5, §5.6): what a worker earned in a period from their work records and the
 * adjustments, and the settlements that fix it. Money travels as decimal strings: piece amounts at 4
 * decimals (qty × snapshotted price, per line), adjustments and the worker's net at 2 (rounded once).
 */

export const WageLimits = {
  /** The longest period a wage list, export or settlement covers, in days. */
  periodDaysMax: 370,
  /** An adjustment's amount: positive, at most this many yuan, to the fen. */
  adjustmentAmountMax: 1_000_000n,
  reasonMax: 200,
  remarkMax: 500,
  organizationsMax: 100,
  /** Workers a settlement made from a selection may name. */
  settlementUsersMax: 500,
  payslipUsersMax: 500,
  proofUrlsMax: 5,
  proofUrlMax: 500,
  /** 0 = never auto-confirm. */
  autoConfirmDaysMax: 60,
} as const;

/** Who a wage row belongs to: the worker and their current organization. */
export interface WageWorkerDto {
  userId: string;
  userName: string;
  /** The display name. */
  name: string;
  employeeNo: string | null;
  organizationId: string | null;
  organizationName: string | null;
}

// ---- Adjustments -------------------------------------------------------------------------------------------

/** Domain §4.5: the kinds of adjustment; the amount is always positive and the type gives the sign. */
export const WAGE_ADJUSTMENT_TYPES = ['subsidy', 'bonus', 'mealAllowance', 'deduction', 'penalty', 'advance', 'reworkDeduction', 'other'] as const;
export type WageAdjustmentType = (typeof WAGE_ADJUSTMENT_TYPES)[number];

/** The types that are taken off a worker's pay; the others are added. */
export const DEDUCTING_ADJUSTMENT_TYPES: readonly WageAdjustmentType[] = ['deduction', 'penalty', 'advance', 'reworkDeduction'];

export interface WageAdjustmentDto extends WageWorkerDto {
  id: string;
  /** The day the adjustment belongs to: a settlement over a period takes the adjustments dated in it. */
  businessDate: string;
  type: WageAdjustmentType;
  /** Positive, 2 decimals. */
  amount: DecimalString;
  /** The amount with the type's sign (what it does to the net). */
  signedAmount: DecimalString;
  reason: string;
  /** Where it came from (e.g. `qualityCheck` and its id, or `settlementItem` for a resolved dispute). */
  sourceType: string | null;
  sourceId: string | null;
  /** Set when a locked settlement took it: it can no longer be edited or deleted. */
  settlementId: string | null;
  settlementNo: string | null;
  creationTime: IsoDateTime;
  concurrencyStamp: string;
}

export interface WageAdjustmentInput {
  userId: string;
  businessDate: string;
  type: WageAdjustmentType;
  amount: DecimalString;
  reason: string;
}

export const WAGE_ADJUSTMENT_SORT_FIELDS = ['businessDate', 'amount', 'type', 'creationTime'] as const;
export type WageAdjustmentSortField = (typeof WAGE_ADJUSTMENT_SORT_FIELDS)[number];

/** The list's own filters (besides keyword, sorting and the page). */
export interface WageAdjustmentFilters {
  periodStart: string | null;
  periodEnd: string | null;
  userId: string | null;
  /** Empty = every type. */
  types: WageAdjustmentType[];
  /** The organization and every one below it (the worker's current organization). */
  organizationId: string | null;
  /** null = both. */
  settled: boolean | null;
}

export interface WageAdjustmentListQuery {
  keyword?: string;
  sorting?: string;
  skipCount?: number;
  maxResultCount?: number;
  periodStart?: string;
  periodEnd?: string;
  userId?: string;
  /** One type or several, comma separated. */
  type?: string;
  organizationId?: string;
  settled?: boolean;
}

export interface WageAdjustmentPageDto extends PagedResultDto<WageAdjustmentDto> {
  /** Σ signed amounts over the whole filtered list. */
  totalAmount: DecimalString;
}

// ---- Live wages --------------------------------------------------------------------------------------------

/** Whether a worker's records in the period are settled: none, some or all of them. */
export const WAGE_SETTLED_STATES = ['unsettled', 'partly', 'settled'] as const;
export type WageSettledState = (typeof WAGE_SETTLED_STATES)[number];

/** The filter of the live list: only workers with something unsettled, or only fully settled ones. */
export const WAGE_SETTLED_FILTERS = ['unsettled', 'settled'] as const;
export type WageSettledFilter = (typeof WAGE_SETTLED_FILTERS)[number];

/** One worker's money in a period; the same figures a payslip and a settlement item show. */
export interface WageAmounts {
  pieceQty: number;
  /** Σ per-line amounts (qty × price, each at 4 decimals), not rounded. */
  pieceAmount: DecimalString;
  /** Σ of the adding adjustments (subsidy, bonus, meals, other). */
  additionAmount: DecimalString;
  /** Σ of the deducting adjustments, positive. */
  deductionAmount: DecimalString;
  /** pieceAmount + additionAmount, not rounded. */
  grossAmount: DecimalString;
  /** gross − deductions, rounded half-up to the fen once: what is paid. */
  netAmount: DecimalString;
}

/** The settlement a live row's worker is in for the period (the newest one overlapping it). */
export interface WageRowSettlementDto {
  settlementId: string;
  settlementNo: string;
  status: WageSettlementStatus;
  itemId: string;
  confirmStatus: WageConfirmStatus;
}

export interface WageRowDto extends WageAmounts, WageWorkerDto {
  technicalLevelId: string | null;
  technicalLevelName: string | null;
  recordCount: number;
  settledState: WageSettledState;
  settlement: WageRowSettlementDto | null;
}

export const WAGE_SORT_FIELDS = ['employeeNo', 'name', 'pieceQty', 'pieceAmount', 'netAmount'] as const;
export type WageSortField = (typeof WAGE_SORT_FIELDS)[number];

export interface WageQuery {
  periodStart: string;
  periodEnd: string;
  organizationId?: string;
  userId?: string;
  settled?: WageSettledFilter;
  keyword?: string;
  sorting?: string;
  skipCount?: number;
  maxResultCount?: number;
}

export interface WageFilter {
  periodStart: string;
  periodEnd: string;
  organizationId: string | null;
  userId: string | null;
  settled: WageSettledFilter | null;
  keyword: string | null;
  sorting: { field: WageSortField; direction: 'asc' | 'desc' } | null;
  skipCount: number;
  maxResultCount: number;
}

export interface WagePageDto extends PagedResultDto<WageRowDto> {
  /** Over every worker of the filter; the net total is Σ of the rounded nets. */
  totals: WageAmounts & { workerCount: number };
}

/** A worker's own wages: the live current period and their settlement items. */
export interface MyWageQuery {
  periodStart?: string;
  periodEnd?: string;
}
export interface MyWageFilter {
  periodStart: string | null;
  periodEnd: string | null;
}

export interface MyWageDto {
  periodStart: string;
  periodEnd: string;
  live: WageAmounts & { recordCount: number };
  /** Newest first: every settlement the worker is in that was submitted (confirming or later). */
  settlements: MySettlementItemDto[];
}

export interface MySettlementItemDto extends WageAmounts {
  itemId: string;
  settlementId: string;
  settlementNo: string;
  periodStart: string;
  periodEnd: string;
  status: WageSettlementStatus;
  confirmStatus: WageConfirmStatus;
  confirmedAt: IsoDateTime | null;
  disputeReason: string | null;
  resolveRemark: string | null;
  /** When pending items confirm themselves; null when the tenant does not auto-confirm. */
  autoConfirmAt: IsoDateTime | null;
  paidAt: string | null;
}

// ---- Settlements -------------------------------------------------------------------------------------------

/** Domain §5.6. */
export const WAGE_SETTLEMENT_STATUSES = ['draft', 'confirming', 'confirmed', 'locked', 'paid'] as const;
export type WageSettlementStatus = (typeof WAGE_SETTLEMENT_STATUSES)[number];

/** An item's confirmation: the worker's answer, the deadline's, or an admin's with the force permission. */
export const WAGE_CONFIRM_STATUSES = ['pending', 'confirmed', 'disputed', 'autoConfirmed', 'forceConfirmed'] as const;
export type WageConfirmStatus = (typeof WAGE_CONFIRM_STATUSES)[number];

export interface WageSettlementTotals {
  workerCount: number;
  totalQty: number;
  pieceAmount: DecimalString;
  additionAmount: DecimalString;
  deductionAmount: DecimalString;
  /** Σ item nets (each rounded once). */
  totalAmount: DecimalString;
}

export interface WageSettlementDto extends WageSettlementTotals {
  id: string;
  settlementNo: string;
  periodStart: string;
  periodEnd: string;
  /** Empty = the whole company. */
  organizationIds: string[];
  /** Non-empty: made from a selection of exactly these workers. */
  userIds: string[];
  status: WageSettlementStatus;
  remark: string | null;
  /** When the items were last calculated; records made later wait for the next settlement. */
  calculatedAt: IsoDateTime;
  submittedAt: IsoDateTime | null;
  autoConfirmAt: IsoDateTime | null;
  confirmedAt: IsoDateTime | null;
  lockedAt: IsoDateTime | null;
  lockedByName: string | null;
  paidDate: string | null;
  paymentProofUrls: string[];
  paymentNote: string | null;
  /** Items per confirmation status. */
  confirmCounts: Record<WageConfirmStatus, number>;
  creatorName: string | null;
  creationTime: IsoDateTime;
  concurrencyStamp: string;
}

/** A row of the settlement list. */
export type WageSettlementRow = Omit<WageSettlementDto, 'paymentProofUrls' | 'paymentNote' | 'confirmCounts'>;

export const WAGE_SETTLEMENT_SORT_FIELDS = ['settlementNo', 'periodStart', 'totalAmount', 'creationTime'] as const;
export type WageSettlementSortField = (typeof WAGE_SETTLEMENT_SORT_FIELDS)[number];

export interface WageSettlementFilters {
  year: number | null;
  status: WageSettlementStatus | null;
}

export interface WageSettlementListQuery {
  keyword?: string;
  sorting?: string;
  skipCount?: number;
  maxResultCount?: number;
  year?: number;
  status?: WageSettlementStatus;
}

/** POST wageSettlement: a period and a scope; the items are calculated at once (draft). */
export interface WageSettlementInput {
  periodStart: string;
  periodEnd: string;
  organizationIds: string[];
  /** Non-empty: exactly these workers (a selection of the wage list); the organizations then do not apply. */
  userIds: string[];
  remark: string | null;
}

export interface WageSettlementItemDto extends WageAmounts, WageWorkerDto {
  id: string;
  settlementId: string;
  recordCount: number;
  confirmStatus: WageConfirmStatus;
  confirmedAt: IsoDateTime | null;
  disputeReason: string | null;
  disputedAt: IsoDateTime | null;
  resolveRemark: string | null;
  resolvedAt: IsoDateTime | null;
  remindedAt: IsoDateTime | null;
}

export interface WageConfirmationQuery {
  status?: WageConfirmStatus;
  keyword?: string;
  skipCount?: number;
  maxResultCount?: number;
}
export interface WageConfirmationFilter {
  status: WageConfirmStatus | null;
  keyword: string | null;
  skipCount: number;
  maxResultCount: number;
}

export type WageConfirmationPageDto = PagedResultDto<WageSettlementItemDto>;

export interface WageUnlockInput {
  reason: string;
}

export interface WageMarkPaidInput {
  paidDate: string;
  proofUrls: string[];
  note: string | null;
}

export interface WageDisputeInput {
  reason: string;
}

/** An admin answers a dispute: a remark and, when the worker was right, an adjustment into this settlement. */
export interface WageResolveInput {
  remark: string;
  adjustment: { type: WageAdjustmentType; amount: DecimalString; reason: string } | null;
}

export interface WageForceConfirmInput {
  remark: string | null;
}

// ---- Print data --------------------------------------------------------------------------------------------

export interface WageSettlementHeaderDto {
  id: string;
  settlementNo: string;
  periodStart: string;
  periodEnd: string;
  status: WageSettlementStatus;
}

/** GET wage/detailPrintData: one worker's records that count for the wage in a period, a page of them. */
export interface WageDetailQuery {
  userId: string;
  from: string;
  to: string;
  skipCount?: number;
  maxResultCount?: number;
}
export type WageDetailFilter = Required<WageDetailQuery>;

/** One work record on a piece detail: its amount exact (qty × snapshotted price at 4 decimals). */
export interface WageDetailLineDto {
  id: string;
  businessDate: string;
  occurredAt: IsoDateTime;
  orderNo: string;
  styleNo: string;
  bundleNo: number;
  procedureName: string;
  qty: number;
  unitPrice: DecimalString;
  amount: DecimalString;
  /** Held by a locked settlement. */
  settled: boolean;
}

/** A page of a worker's piece detail and the totals of the whole period (Σ of exact amounts, nothing rounded). */
export interface WageDetailDto extends PagedResultDto<WageDetailLineDto> {
  worker: WageWorkerDto;
  from: string;
  to: string;
  totals: { recordCount: number; qty: number; amount: DecimalString };
}

/** One procedure at one price on a payslip: the lines' qty and Σ line amounts (4 decimals each). */
export interface PayslipLineDto {
  orderNo: string;
  styleNo: string;
  procedureName: string;
  unitPrice: DecimalString;
  qty: number;
  amount: DecimalString;
}

export interface PayslipAdjustmentDto {
  businessDate: string;
  type: WageAdjustmentType;
  signedAmount: DecimalString;
  reason: string;
}

export interface PayslipDto extends WageAmounts, WageWorkerDto {
  itemId: string;
  confirmStatus: WageConfirmStatus;
  lines: PayslipLineDto[];
  adjustments: PayslipAdjustmentDto[];
}

export interface PayslipPrintQuery {
  settlementId: string;
  /** Comma separated; absent = every worker of the settlement. */
  userIds?: string;
}
export interface PayslipPrintFilter {
  settlementId: string;
  userIds: string[];
}

export interface PayslipPrintDto {
  /** The tenant's display name, printed at the head of each slip. */
  companyName: string;
  settlement: WageSettlementHeaderDto;
  slips: PayslipDto[];
}

export interface PayrollRowDto extends WageAmounts {
  itemId: string;
  userId: string;
  name: string;
  employeeNo: string | null;
  confirmStatus: WageConfirmStatus;
}

export interface PayrollGroupDto {
  organizationId: string | null;
  organizationName: string | null;
  rows: PayrollRowDto[];
  subtotal: WageAmounts & { workerCount: number };
}

export interface PayrollPrintQuery {
  settlementId: string;
}

export interface PayrollPrintDto {
  /** The tenant's display name, printed at the head of the sheet. */
  companyName: string;
  settlement: WageSettlementHeaderDto;
  groups: PayrollGroupDto[];
  total: WageAmounts & { workerCount: number };
}
