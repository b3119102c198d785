import type { PagedResultDto } from '@eticket/core/paging';
import {
  WageAdjustmentContracts,
  WageContracts,
  WageReportContracts,
  WageSettlementContracts,
  WageSettlementItemContracts,
  type MyWageDto,
  type MyWageQuery,
  type PayrollPrintDto,
  type PayrollPrintQuery,
  type PayslipPrintDto,
  type PayslipPrintQuery,
  type UserMonthReportDto,
  type UserMonthReportQuery,
  type WageAdjustmentDto,
  type WageAdjustmentInput,
  type WageAdjustmentListQuery,
  type WageAdjustmentPageDto,
  type WageConfirmationPageDto,
  type WageConfirmationQuery,
  type WageDetailDto,
  type WageDetailQuery,
  type WageDisputeInput,
  type WageForceConfirmInput,
  type WageMarkPaidInput,
  type WagePageDto,
  type WageQuery,
  type WageReportDto,
  type WageReportQuery,
  type WageResolveInput,
  type WageSettlementDto,
  type WageSettlementInput,
  type WageSettlementItemDto,
  type WageSettlementListQuery,
  type WageSettlementRow,
  type WageUnlockInput,
} from '@eticket/core/wages';
import type { ApiRequest, CallOptions } from '../request.types';
import { download, send } from './contract-call';

/** What a settlement form sends: the scope and remark may be left out (the whole company, none). */
export type WageSettlementRequest = Pick<WageSettlementInput, 'periodStart' | 'periodEnd'> & Partial<Pick<WageSettlementInput, 'organizationIds' | 'userIds' | 'remark'>>;
/** An update carries the stamp read (a stale one is a 409). */
export type Stamped<T> = T & { concurrencyStamp?: string };

/** Live wages, the worker's own and the print data. */
export interface WageListEndpoints {
  list(query: WageQuery, options?: CallOptions): Promise<WagePageDto>;
  exportExcel(query: WageQuery, options?: CallOptions): Promise<Blob>;
  mine(query?: MyWageQuery, options?: CallOptions): Promise<MyWageDto>;
  payslipPrintData(query: PayslipPrintQuery, options?: CallOptions): Promise<PayslipPrintDto>;
  payrollPrintData(query: PayrollPrintQuery, options?: CallOptions): Promise<PayrollPrintDto>;
  /** A worker's piece detail: a page of lines and the period's totals (a worker may ask for themselves). */
  detailPrintData(query: WageDetailQuery, options?: CallOptions): Promise<WageDetailDto>;
}

export interface WageAdjustmentEndpoints {
  list(query?: WageAdjustmentListQuery, options?: CallOptions): Promise<WageAdjustmentPageDto>;
  exportExcel(query?: WageAdjustmentListQuery, options?: CallOptions): Promise<Blob>;
  get(id: string, options?: CallOptions): Promise<WageAdjustmentDto>;
  create(input: WageAdjustmentInput, options?: CallOptions): Promise<WageAdjustmentDto>;
  /** 409 once a locked settlement holds it, or when the stamp is stale. */
  update(id: string, input: Stamped<WageAdjustmentInput>, options?: CallOptions): Promise<WageAdjustmentDto>;
  delete(id: string, options?: CallOptions): Promise<void>;
}

export interface WageSettlementEndpoints {
  list(query?: WageSettlementListQuery, options?: CallOptions): Promise<PagedResultDto<WageSettlementRow>>;
  exportExcel(query?: WageSettlementListQuery, options?: CallOptions): Promise<Blob>;
  get(id: string, options?: CallOptions): Promise<WageSettlementDto>;
  /** Its items (the payroll) as .xlsx. */
  exportItems(id: string, options?: CallOptions): Promise<Blob>;
  /** A draft, calculated at once. */
  create(input: WageSettlementRequest, options?: CallOptions): Promise<WageSettlementDto>;
  update(id: string, input: Stamped<WageSettlementRequest>, options?: CallOptions): Promise<WageSettlementDto>;
  delete(id: string, options?: CallOptions): Promise<void>;
  confirmations(id: string, query?: WageConfirmationQuery, options?: CallOptions): Promise<WageConfirmationPageDto>;
  recalculate(id: string, options?: CallOptions): Promise<WageSettlementDto>;
  submit(id: string, options?: CallOptions): Promise<WageSettlementDto>;
  withdraw(id: string, options?: CallOptions): Promise<WageSettlementDto>;
  lock(id: string, options?: CallOptions): Promise<WageSettlementDto>;
  unlock(id: string, input: WageUnlockInput, options?: CallOptions): Promise<WageSettlementDto>;
  markPaid(id: string, input: WageMarkPaidInput, options?: CallOptions): Promise<WageSettlementDto>;
}

export interface WageSettlementItemEndpoints {
  resolve(id: string, input: WageResolveInput, options?: CallOptions): Promise<WageSettlementItemDto>;
  remind(id: string, options?: CallOptions): Promise<WageSettlementItemDto>;
  forceConfirm(id: string, input?: Partial<WageForceConfirmInput>, options?: CallOptions): Promise<WageSettlementItemDto>;
  /** The worker's own item only. */
  confirm(id: string, options?: CallOptions): Promise<WageSettlementItemDto>;
  dispute(id: string, input: WageDisputeInput, options?: CallOptions): Promise<WageSettlementItemDto>;
}

/** The pivot of workers × orders, procedures or days, its workbook, and a worker's month. */
export interface WageReportEndpoints {
  report(query: WageReportQuery, options?: CallOptions): Promise<WageReportDto>;
  exportExcel(query: WageReportQuery, options?: CallOptions): Promise<Blob>;
  userMonth(query: UserMonthReportQuery, options?: CallOptions): Promise<UserMonthReportDto>;
}

export interface WageEndpoints {
  wages: WageListEndpoints;
  reports: WageReportEndpoints;
  adjustments: WageAdjustmentEndpoints;
  settlements: WageSettlementEndpoints;
  items: WageSettlementItemEndpoints;
}

const query = (q: object | undefined) => (q === undefined ? {} : { query: q });

export function createWageEndpoints(request: ApiRequest): WageEndpoints {
  const w = WageContracts;
  const a = WageAdjustmentContracts;
  const s = WageSettlementContracts;
  const i = WageSettlementItemContracts;
  const r = WageReportContracts;
  return {
    wages: {
      list: (q, options) => send(request, w.list, query(q), options),
      exportExcel: (q, options) => download(request, w.export, query(q), options),
      mine: (q, options) => send(request, w.mine, query(q), options),
      payslipPrintData: (q, options) => send(request, w.payslipPrintData, query(q), options),
      payrollPrintData: (q, options) => send(request, w.payrollPrintData, query(q), options),
      detailPrintData: (q, options) => send(request, w.detailPrintData, query(q), options),
    },
    reports: {
      report: (q, options) => send(request, r.report, query(q), options),
      exportExcel: (q, options) => download(request, r.export, query(q), options),
      userMonth: (q, options) => send(request, r.userMonth, query(q), options),
    },
    adjustments: {
      list: (q, options) => send(request, a.list, query(q), options),
      exportExcel: (q, options) => download(request, a.export, query(q), options),
      get: (id, options) => send(request, a.get, { params: { id } }, options),
      create: (input, options) => send(request, a.create, { body: input }, options),
      update: (id, input, options) => send(request, a.update, { params: { id }, body: input }, options),
      delete: async (id, options) => {
        await send(request, a.delete, { params: { id } }, options);
      },
    },
    settlements: {
      list: (q, options) => send(request, s.list, query(q), options),
      exportExcel: (q, options) => download(request, s.export, query(q), options),
      get: (id, options) => send(request, s.get, { params: { id } }, options),
      exportItems: (id, options) => download(request, s.exportItems, { params: { id } }, options),
      create: (input, options) => send(request, s.create, { body: input }, options),
      update: (id, input, options) => send(request, s.update, { params: { id }, body: input }, options),
      delete: async (id, options) => {
        await send(request, s.delete, { params: { id } }, options);
      },
      confirmations: (id, q, options) => send(request, s.confirmations, { params: { id }, ...query(q) }, options),
      recalculate: (id, options) => send(request, s.recalculate, { params: { id } }, options),
      submit: (id, options) => send(request, s.submit, { params: { id } }, options),
      withdraw: (id, options) => send(request, s.withdraw, { params: { id } }, options),
      lock: (id, options) => send(request, s.lock, { params: { id } }, options),
      unlock: (id, input, options) => send(request, s.unlock, { params: { id }, body: input }, options),
      markPaid: (id, input, options) => send(request, s.markPaid, { params: { id }, body: input }, options),
    },
    items: {
      resolve: (id, input, options) => send(request, i.resolve, { params: { id }, body: input }, options),
      remind: (id, options) => send(request, i.remind, { params: { id } }, options),
      forceConfirm: (id, input = {}, options) => send(request, i.forceConfirm, { params: { id }, body: input }, options),
      confirm: (id, options) => send(request, i.confirm, { params: { id } }, options),
      dispute: (id, input, options) => send(request, i.dispute, { params: { id }, body: input }, options),
    },
  };
}
