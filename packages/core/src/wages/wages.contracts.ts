import { TenantPermissions as P, type TenantPermission } from '../abp/permission-names';
import { endpoint, schema, stamped, type AnyEndpoint } from '../contracts/endpoint';
import { pagedQuery } from '../contracts/paged-query';
import type { PagedResultDto } from '../paging/paging';
import {
  parseMyWageQuery,
  parsePayrollPrintQuery,
  parsePayslipPrintQuery,
  parseWageConfirmationQuery,
  parseWageDetailQuery,
  parseWageQuery,
  readWageAdjustmentFilters,
  readWageSettlementFilters,
  validateWageAdjustmentInput,
  validateWageDisputeInput,
  validateWageForceConfirmInput,
  validateWageMarkPaidInput,
  validateWageResolveInput,
  validateWageSettlementInput,
  validateWageUnlockInput,
} from './wages-input';
import {
  WAGE_ADJUSTMENT_SORT_FIELDS,
  WAGE_SETTLEMENT_SORT_FIELDS,
  type MyWageDto,
  type MyWageFilter,
  type MyWageQuery,
  type PayrollPrintDto,
  type PayrollPrintQuery,
  type PayslipPrintDto,
  type PayslipPrintFilter,
  type PayslipPrintQuery,
  type WageAdjustmentDto,
  type WageAdjustmentInput,
  type WageAdjustmentListQuery,
  type WageAdjustmentPageDto,
  type WageConfirmationFilter,
  type WageConfirmationPageDto,
  type WageConfirmationQuery,
  type WageDetailDto,
  type WageDetailFilter,
  type WageDetailQuery,
  type WageDisputeInput,
  type WageFilter,
  type WageForceConfirmInput,
  type WageMarkPaidInput,
  type WagePageDto,
  type WageQuery,
  type WageResolveInput,
  type WageSettlementDto,
  type WageSettlementInput,
  type WageSettlementItemDto,
  type WageSettlementListQuery,
  type WageSettlementRow,
  type WageUnlockInput,
} from './wages.types';

/**
 * The wage API (domain §6.3): live wages per worker, adjustments, settlements and their confirmations, the
 * worker's own side and the print data. Data scope (people) narrows every list of workers on the server;
 * the worker side answers only the caller's own items.
 */

const tenant = (permission: TenantPermission) => ({ kind: 'permission', side: 'tenant', permission }) as const;
const READ = tenant(P.SalaryManagement);
const SETTLE = tenant(P.SalaryManagementSettle);
const DEDUCTION = tenant(P.SalaryManagementDeduction);
const MINE = tenant(P.MySalary);

const wageQuery = schema<WageFilter, WageQuery>(parseWageQuery);
const myWageQuery = schema<MyWageFilter, MyWageQuery>(parseMyWageQuery);
const payslipQuery = schema<PayslipPrintFilter, PayslipPrintQuery>(parsePayslipPrintQuery);
const detailQuery = schema<WageDetailFilter, WageDetailQuery>(parseWageDetailQuery);
const payrollQuery = schema<Required<PayrollPrintQuery>, PayrollPrintQuery>(parsePayrollPrintQuery);
const adjustmentQuery = pagedQuery<(typeof WAGE_ADJUSTMENT_SORT_FIELDS)[number], ReturnType<typeof readWageAdjustmentFilters>, WageAdjustmentListQuery>(
  { sortFields: WAGE_ADJUSTMENT_SORT_FIELDS },
  readWageAdjustmentFilters,
);
const settlementQuery = pagedQuery<(typeof WAGE_SETTLEMENT_SORT_FIELDS)[number], ReturnType<typeof readWageSettlementFilters>, WageSettlementListQuery>(
  { sortFields: WAGE_SETTLEMENT_SORT_FIELDS },
  readWageSettlementFilters,
);
const confirmationQuery = schema<WageConfirmationFilter, WageConfirmationQuery>(parseWageConfirmationQuery);
const adjustmentBody = schema<WageAdjustmentInput>(validateWageAdjustmentInput);
type SettlementBodyIn = Omit<WageSettlementInput, 'organizationIds' | 'userIds' | 'remark'> & { organizationIds?: string[]; userIds?: string[]; remark?: string | null };
const settlementBody = schema<WageSettlementInput, SettlementBodyIn>(validateWageSettlementInput);
const unlockBody = schema<WageUnlockInput>(validateWageUnlockInput);
const markPaidBody = schema<WageMarkPaidInput, Omit<WageMarkPaidInput, 'note'> & { note?: string | null }>(validateWageMarkPaidInput);
const disputeBody = schema<WageDisputeInput>(validateWageDisputeInput);
const resolveBody = schema<WageResolveInput, Omit<WageResolveInput, 'adjustment'> & { adjustment?: WageResolveInput['adjustment'] }>(validateWageResolveInput);
const forceConfirmBody = schema<WageForceConfirmInput, Partial<WageForceConfirmInput>>(validateWageForceConfirmInput);

const wage = '/api/eticket/wage';
const adjustment = '/api/eticket/wageAdjustment';
const settlement = '/api/eticket/wageSettlement';
const item = '/api/eticket/wageSettlementItem';

/** Live wages, the worker's own and the print data (fixed paths before any `{id}`). */
export const WageContracts = {
  mine: endpoint<MyWageDto, typeof myWageQuery>({
    method: 'GET',
    path: `${wage}/mine`,
    access: MINE,
    query: myWageQuery,
    summary: "The caller's wage: the live period (default the current month) and their submitted settlement items",
  }),
  export: endpoint<undefined, typeof wageQuery>({
    method: 'GET',
    path: `${wage}/export`,
    access: READ,
    query: wageQuery,
    reply: 'file',
    summary: 'Live wages of the filter as .xlsx (data scope applies)',
  }),
  payslipPrintData: endpoint<PayslipPrintDto, typeof payslipQuery>({
    method: 'GET',
    path: `${wage}/payslipPrintData`,
    access: READ,
    query: payslipQuery,
    summary: "Payslips of a settlement's workers: lines per order procedure and price, adjustments, net",
  }),
  detailPrintData: endpoint<WageDetailDto, typeof detailQuery>({
    method: 'GET',
    path: `${wage}/detailPrintData`,
    // A wage manager for the workers of their data scope; a worker for themselves alone.
    access: { kind: 'anyPermission', side: 'tenant', permissions: [P.SalaryManagement, P.MySalary] },
    query: detailQuery,
    summary: "A worker's piece detail for a period: a page of the records that count (settled or not) and the period's exact totals",
  }),
  payrollPrintData: endpoint<PayrollPrintDto, typeof payrollQuery>({
    method: 'GET',
    path: `${wage}/payrollPrintData`,
    access: READ,
    query: payrollQuery,
    summary: "A settlement's payroll sheet: items grouped by organization with subtotals",
  }),
  list: endpoint<WagePageDto, typeof wageQuery>({
    method: 'GET',
    path: wage,
    access: READ,
    query: wageQuery,
    summary: 'Live wages per worker for a period: pieces, piece amount, adjustments, net, settlement and confirmation (data scope applies)',
  }),
} as const;

/** Adjustments: subsidies, bonuses, deductions … (edited and deleted only while no locked settlement holds them). */
export const WageAdjustmentContracts = {
  list: endpoint<WageAdjustmentPageDto, typeof adjustmentQuery>({
    method: 'GET',
    path: adjustment,
    access: DEDUCTION,
    query: adjustmentQuery,
    summary: 'WageAdjustment: a page of the list (period, worker, types, organization, settled)',
  }),
  export: endpoint<undefined, typeof adjustmentQuery>({
    method: 'GET',
    path: `${adjustment}/export`,
    access: DEDUCTION,
    query: adjustmentQuery,
    reply: 'file',
    summary: 'WageAdjustment: the filtered list as .xlsx',
  }),
  get: endpoint<WageAdjustmentDto>({ method: 'GET', path: `${adjustment}/{id}`, access: DEDUCTION, summary: 'WageAdjustment: one' }),
  create: endpoint<WageAdjustmentDto, null, typeof adjustmentBody>({
    method: 'POST',
    path: adjustment,
    access: DEDUCTION,
    body: adjustmentBody,
    summary: 'WageAdjustment: create (amount positive, the type gives the sign)',
  }),
  update: endpoint<WageAdjustmentDto, null, ReturnType<typeof stamped<WageAdjustmentInput, WageAdjustmentInput>>>({
    method: 'PUT',
    path: `${adjustment}/{id}`,
    access: DEDUCTION,
    body: stamped(adjustmentBody),
    summary: 'WageAdjustment: update (409 when settled or the stamp is stale)',
  }),
  delete: endpoint({ method: 'DELETE', path: `${adjustment}/{id}`, access: DEDUCTION, reply: 'empty', summary: 'WageAdjustment: delete (409 when settled)' }),
} as const;

/** Settlements (domain §5.6): CRUD of drafts and the life-cycle actions. */
export const WageSettlementContracts = {
  list: endpoint<PagedResultDto<WageSettlementRow>, typeof settlementQuery>({
    method: 'GET',
    path: settlement,
    access: READ,
    query: settlementQuery,
    summary: 'WageSettlement: a page of the list (year, status)',
  }),
  export: endpoint<undefined, typeof settlementQuery>({
    method: 'GET',
    path: `${settlement}/export`,
    access: READ,
    query: settlementQuery,
    reply: 'file',
    summary: 'WageSettlement: the filtered list as .xlsx',
  }),
  get: endpoint<WageSettlementDto>({ method: 'GET', path: `${settlement}/{id}`, access: READ, summary: 'WageSettlement: one, with its totals' }),
  create: endpoint<WageSettlementDto, null, typeof settlementBody>({
    method: 'POST',
    path: settlement,
    access: SETTLE,
    body: settlementBody,
    summary: 'WageSettlement: create a draft over a period and scope (valid unsettled records and adjustments)',
  }),
  update: endpoint<WageSettlementDto, null, ReturnType<typeof stamped<WageSettlementInput, SettlementBodyIn>>>({
    method: 'PUT',
    path: `${settlement}/{id}`,
    access: SETTLE,
    body: stamped(settlementBody),
    summary: 'WageSettlement: change a draft (period, scope, remark) and recalculate it',
  }),
  delete: endpoint({ method: 'DELETE', path: `${settlement}/{id}`, access: SETTLE, reply: 'empty', summary: 'WageSettlement: delete a draft' }),
  exportItems: endpoint({
    method: 'GET',
    path: `${settlement}/{id}/exportItems`,
    access: READ,
    reply: 'file',
    summary: "WageSettlement: its items (the payroll) as .xlsx, with the total row (data scope applies)",
  }),
  confirmations: endpoint<WageConfirmationPageDto, typeof confirmationQuery>({
    method: 'GET',
    path: `${settlement}/{id}/confirmations`,
    access: READ,
    query: confirmationQuery,
    summary: "WageSettlement: its items with each worker's confirmation",
  }),
  recalculate: endpoint<WageSettlementDto>({
    method: 'POST',
    path: `${settlement}/{id}/recalculate`,
    access: SETTLE,
    summary: 'WageSettlement: recalculate a draft from the current records and adjustments',
  }),
  submit: endpoint<WageSettlementDto>({
    method: 'POST',
    path: `${settlement}/{id}/submit`,
    access: SETTLE,
    summary: 'WageSettlement: ask the workers to confirm (a notice to each)',
  }),
  withdraw: endpoint<WageSettlementDto>({
    method: 'POST',
    path: `${settlement}/{id}/withdraw`,
    access: SETTLE,
    summary: 'WageSettlement: back to draft (the answers are asked again)',
  }),
  lock: endpoint<WageSettlementDto>({
    method: 'POST',
    path: `${settlement}/{id}/lock`,
    access: SETTLE,
    summary: 'WageSettlement: stamp every included record and adjustment, all or nothing',
  }),
  unlock: endpoint<WageSettlementDto, null, typeof unlockBody>({
    method: 'POST',
    path: `${settlement}/{id}/unlock`,
    access: tenant(P.SalaryManagementUnlock),
    body: unlockBody,
    summary: 'WageSettlement: release the records and adjustments of an unpaid locked settlement (audited)',
  }),
  markPaid: endpoint<WageSettlementDto, null, typeof markPaidBody>({
    method: 'POST',
    path: `${settlement}/{id}/markPaid`,
    access: SETTLE,
    body: markPaidBody,
    summary: 'WageSettlement: record the payment (date, proof images, note)',
  }),
} as const;

/** Items: the admin side of confirmation and the worker's answer (own items only). */
export const WageSettlementItemContracts = {
  resolve: endpoint<WageSettlementItemDto, null, typeof resolveBody>({
    method: 'POST',
    path: `${item}/{id}/resolve`,
    access: SETTLE,
    body: resolveBody,
    summary: 'Answer a dispute (optionally with an adjustment into the settlement); the worker confirms again',
  }),
  remind: endpoint<WageSettlementItemDto>({
    method: 'POST',
    path: `${item}/{id}/remind`,
    access: SETTLE,
    summary: 'Send the worker the confirmation notice again',
  }),
  forceConfirm: endpoint<WageSettlementItemDto, null, typeof forceConfirmBody>({
    method: 'POST',
    path: `${item}/{id}/forceConfirm`,
    access: tenant(P.SalaryManagementForceConfirm),
    body: forceConfirmBody,
    summary: "Confirm a worker's item in their stead",
  }),
  confirm: endpoint<WageSettlementItemDto>({
    method: 'POST',
    path: `${item}/{id}/confirm`,
    access: MINE,
    summary: 'A worker confirms their own item',
  }),
  dispute: endpoint<WageSettlementItemDto, null, typeof disputeBody>({
    method: 'POST',
    path: `${item}/{id}/dispute`,
    access: MINE,
    body: disputeBody,
    summary: 'A worker disputes their own item, with a reason',
  }),
} as const;

export const WAGE_ENDPOINTS: readonly AnyEndpoint[] = [
  ...Object.values(WageContracts),
  ...Object.values(WageAdjustmentContracts),
  ...Object.values(WageSettlementContracts),
  ...Object.values(WageSettlementItemContracts),
];
