import type { ReportEndpoints } from '@eticket/api-client';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { OrganizationDto } from '@eticket/core/people';
import type { TicketLogDto, TicketLogPageDto } from '@eticket/core/scanning';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { fakeReportsApi } from '../testing/fake-reports-api';
import MemberTicketLogPage from './member-ticket-log-page';

configure({ asyncUtilTimeout: 5000 });

const route = { path: '/report/memberTicketLog', name: 'ReportMemberTicketLog', title: 'Route.ReportMemberTicketLog' };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const org = (n: number, name: string, parentId: string | null): OrganizationDto => ({ id: id(n), name, type: 'Group', parentId, leaderUserId: null, sort: n, memberCount: 1, concurrencyStamp: 'o' });
const ORGS = [org(1, '一车间', null), org(2, '缝制一组', id(1))];

const LOG: TicketLogDto = {
  id: id(500),
  userId: id(100),
  userName: 'zhangsan',
  name: '张三',
  employeeNo: 'A01',
  organizationId: id(2),
  organizationName: '缝制一组',
  orderId: id(300),
  orderNo: 'DD-001',
  styleNo: 'ST-01',
  bundleId: id(400),
  bundleNo: 7,
  color: '黑色',
  size: 'M',
  orderProcedureId: id(600),
  procedureName: '做领',
  qty: 10,
  unitPrice: '1.2',
  coefficient: '1',
  amount: '12',
  businessDate: '2026-11-20',
  occurredAt: '2026-11-20T02:00:00Z',
  source: 'web',
  reportedByUserId: id(100),
  reportedByName: '张三',
  status: 'valid',
  revokedAt: null,
  revokeReason: null,
  settlementId: null,
  remark: null,
};
const PAGE: TicketLogPageDto = { items: [LOG], totalCount: 1, totals: { recordCount: 1, qty: 10, amount: '12.00' } };

function api(overrides: { revoke?: ReportEndpoints['ticketLogs']['revoke'] } = {}) {
  const list = vi.fn<ReportEndpoints['ticketLogs']['list']>().mockResolvedValue(PAGE);
  const lookup = vi.fn<ReportEndpoints['members']['lookup']>().mockResolvedValue({
    items: [{ id: id(100), name: '张三', userName: 'zhangsan', employeeNo: 'A01', organizationId: id(2), isWorker: true }],
    totalCount: 1,
  });
  const reports = fakeReportsApi({
    organizations: { list: () => Promise.resolve({ items: ORGS }) },
    members: { lookup },
    ticketLogs: { list, ...(overrides.revoke === undefined ? {} : { revoke: overrides.revoke }) },
  });
  return { reports, list, lookup };
}

beforeAll(async () => {
  await import('./revoke-dialog');
}, 60_000);

describe('member ticket logs', { timeout: 30_000 }, () => {
  it('organization → its members → a member’s records with totals', async () => {
    const { reports, list, lookup } = api();
    await renderModulePage(<MemberTicketLogPage route={route} />, { endpoints: { reports }, granted: [P.ReportCenter, P.ReportCenterOrganizationMemberTicketLogs] });
    fireEvent.click(await screen.findByRole('button', { name: '缝制一组' }));
    await waitFor(() => {
      expect(lookup).toHaveBeenLastCalledWith(expect.objectContaining({ organizationId: id(2) }), expect.anything());
    });
    fireEvent.click(await within(await screen.findByTestId('member-list')).findByRole('button', { name: /张三/ }));
    await waitFor(() => {
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ organizationId: id(2), userId: id(100), skipCount: 0 }), expect.anything());
    });
    expect((await screen.findByTestId('log-totals')).textContent).toBe('共 1 条，10 件，金额 ¥12.00');
    expect(within(screen.getByTestId('log-table')).getByText('做领')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull();
  });

  it('revokes a record only with a reason, for holders of the revoke permission', async () => {
    const revoke = vi.fn<ReportEndpoints['ticketLogs']['revoke']>().mockResolvedValue({ ...LOG, status: 'revoked' });
    const { reports } = api({ revoke });
    await renderModulePage(<MemberTicketLogPage route={route} />, {
      endpoints: { reports },
      granted: [P.ReportCenter, P.ReportCenterOrganizationMemberTicketLogs, P.ReportCenterRevokeTicketLog],
    });
    fireEvent.click(await within(await screen.findByTestId('log-table')).findByRole('button', { name: '撤销' }));
    const dialog = within(await screen.findByTestId('revoke-dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '撤销' }));
    expect(await dialog.findByText('请填写此项')).toBeTruthy();
    expect(revoke).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText(/撤销原因/), { target: { value: '重复扫描' } });
    fireEvent.click(dialog.getByRole('button', { name: '撤销' }));
    await waitFor(() => {
      expect(revoke).toHaveBeenCalledWith(id(500), { reason: '重复扫描' }, expect.anything());
    });
  });
});
