import { describe, expect, it } from 'vitest';
import { recordingClient } from '../testing/fake-fetch';
import { createWageEndpoints } from './wages';

const ID = '0b6c5e1e-6f55-4b43-9d8a-3c3f8d6d2a10';

describe('wage endpoints', () => {
  const client = recordingClient();
  const api = createWageEndpoints(client.request);

  it.each([
    ['live', () => api.wages.list({ periodStart: '2026-03-01', periodEnd: '2026-03-31', settled: 'unsettled' }), 'GET', '/api/eticket/wage?periodStart=2026-03-01&periodEnd=2026-03-31&settled=unsettled', undefined],
    [
      'report',
      () => api.reports.report({ periodStart: '2026-03-01', periodEnd: '2026-03-31', by: 'day', orderId: ID }),
      'GET',
      `/api/eticket/wage/report?periodStart=2026-03-01&periodEnd=2026-03-31&by=day&orderId=${ID}`,
      undefined,
    ],
    ['user month', () => api.reports.userMonth({ userId: ID, month: '2026-03' }), 'GET', `/api/eticket/wage/userSalaryMonthReport?userId=${ID}&month=2026-03`, undefined],
    ['mine', () => api.wages.mine(), 'GET', '/api/eticket/wage/mine', undefined],
    ['payslips', () => api.wages.payslipPrintData({ settlementId: ID, userIds: ID }), 'GET', `/api/eticket/wage/payslipPrintData?settlementId=${ID}&userIds=${ID}`, undefined],
    ['payroll', () => api.wages.payrollPrintData({ settlementId: ID }), 'GET', `/api/eticket/wage/payrollPrintData?settlementId=${ID}`, undefined],
    ['adjustments', () => api.adjustments.list({ type: 'deduction,penalty' }), 'GET', '/api/eticket/wageAdjustment?type=deduction,penalty', undefined],
    [
      'adjust',
      () => api.adjustments.create({ userId: ID, businessDate: '2026-03-02', type: 'bonus', amount: '5.00', reason: '全勤' }),
      'POST',
      '/api/eticket/wageAdjustment',
      { userId: ID, businessDate: '2026-03-02', type: 'bonus', amount: '5.00', reason: '全勤' },
    ],
    ['settle', () => api.settlements.create({ periodStart: '2026-03-01', periodEnd: '2026-03-31' }), 'POST', '/api/eticket/wageSettlement', { periodStart: '2026-03-01', periodEnd: '2026-03-31' }],
    ['confirmations', () => api.settlements.confirmations(ID, { status: 'disputed' }), 'GET', `/api/eticket/wageSettlement/${ID}/confirmations?status=disputed`, undefined],
    ['lock', () => api.settlements.lock(ID), 'POST', `/api/eticket/wageSettlement/${ID}/lock`, undefined],
    ['unlock', () => api.settlements.unlock(ID, { reason: '漏算' }), 'POST', `/api/eticket/wageSettlement/${ID}/unlock`, { reason: '漏算' }],
    ['force', () => api.items.forceConfirm(ID), 'POST', `/api/eticket/wageSettlementItem/${ID}/forceConfirm`, {}],
    ['dispute', () => api.items.dispute(ID, { reason: '少算一扎' }), 'POST', `/api/eticket/wageSettlementItem/${ID}/dispute`, { reason: '少算一扎' }],
  ] as const)('%s', async (_, run, method, url, body) => {
    expect(await client.call(run)).toEqual({ method, url, body });
  });
});
