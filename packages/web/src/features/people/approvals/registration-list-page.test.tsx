import { ApiError, type ApprovalEndpoints } from '@eticket/api-client';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { OrganizationDto } from '@eticket/core/people';
import type { JoinApplicationDto } from '@eticket/core/tenants';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { fakeApprovalsApi } from '../testing/fake-approvals-api';
import { fakePeopleApi } from '../testing/fake-people-api';
import RegistrationListPage from './registration-list-page';

configure({ asyncUtilTimeout: 5000 });

const route = { path: '/user/registrationList', name: 'UserRegistrationList', title: 'Route.UserRegistrationList' };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ORGS: OrganizationDto[] = [
  { id: id(1), name: '一车间', type: 'Workshop', parentId: null, leaderUserId: null, sort: 1, memberCount: 0, concurrencyStamp: 'o1' },
  { id: id(2), name: '缝制一组', type: 'Group', parentId: id(1), leaderUserId: null, sort: 2, memberCount: 0, concurrencyStamp: 'o2' },
];

function application(n: number, overrides: Partial<JoinApplicationDto> = {}): JoinApplicationDto {
  return {
    id: id(100 + n),
    name: `申请人${String(n)}`,
    userName: `app${String(n)}`,
    phoneNumber: null,
    message: '',
    status: 'pending',
    creationTime: '2026-11-20T02:00:00Z',
    handledTime: null,
    rejectReason: null,
    createdUserId: null,
    requestedOrganizationId: id(2),
    requestedOrganizationName: '缝制一组',
    concurrencyStamp: `s${String(n)}`,
    ...overrides,
  };
}

const people = fakePeopleApi({
  organizations: { list: () => Promise.resolve({ items: ORGS }) },
  roles: { lookup: () => Promise.resolve({ items: [{ id: id(50), name: '工人', isDefault: true }, { id: id(51), name: '组长', isDefault: false }] }) },
  technicalLevels: { lookup: () => Promise.resolve({ items: [{ id: id(60), name: '熟练工', code: null, coefficient: '1', isDefault: false }] }) },
});

function renderPage(approvals: ApprovalEndpoints) {
  return renderModulePage(<RegistrationListPage route={route} />, {
    endpoints: { approvals, people },
    granted: [P.UserManagementApproveRegistrationApplication],
  });
}

beforeAll(async () => {
  await import('./join-decision-dialogs');
}, 60_000);

describe('registration approval page', { timeout: 30_000 }, () => {
  it('lists pending applications with their requested organization and the pending count', async () => {
    const list = vi.fn(() => Promise.resolve({ items: [application(1)], totalCount: 1 }));
    await renderPage(fakeApprovalsApi({ joinApplications: { list } }));
    const row = within(await screen.findByRole('row', { name: /申请人1/ }));
    expect(row.getByText('缝制一组')).toBeTruthy();
    expect(await screen.findByTestId('pending-count')).toBeTruthy();
    expect(list).toHaveBeenCalledWith({ skipCount: 0, maxResultCount: 10, status: 'pending' }, expect.anything());
  });

  it('passes with the chosen organization, roles and level', async () => {
    const pass = vi.fn<ApprovalEndpoints['joinApplications']['pass']>().mockResolvedValue({ id: id(101), status: 'passed', userId: id(200) });
    await renderPage(fakeApprovalsApi({ joinApplications: { list: () => Promise.resolve({ items: [application(1)], totalCount: 1 }), pass } }));
    fireEvent.click(within(await screen.findByRole('row', { name: /申请人1/ })).getByRole('button', { name: '通过' }));
    const dialog = within(await screen.findByTestId('pass-dialog'));
    await dialog.findByRole('option', { name: /一车间/ });
    fireEvent.change(dialog.getByLabelText('组织'), { target: { value: id(1) } });
    fireEvent.click(await dialog.findByText('组长'));
    fireEvent.change(dialog.getByLabelText('技术等级'), { target: { value: id(60) } });
    fireEvent.click(dialog.getByRole('button', { name: '通过' }));
    await waitFor(() => {
      expect(pass).toHaveBeenCalledWith(id(101), { organizationId: id(1), roleIds: [id(51)], technicalLevelId: id(60), concurrencyStamp: 's1' }, expect.anything());
    });
  });

  it('shows the quota refusal in the dialog, translated', async () => {
    const body = { error: { code: 'UserQuotaExceeded', message: '用户数已达上限（20 人）' } };
    const pass = vi.fn<ApprovalEndpoints['joinApplications']['pass']>().mockRejectedValue(
      new ApiError({ kind: 'response', method: 'POST', path: '/api/eticket/joinApplication/x/pass', status: 403, headers: new Headers({ _AbpErrorFormat: 'true' }), body }),
    );
    await renderPage(fakeApprovalsApi({ joinApplications: { list: () => Promise.resolve({ items: [application(1)], totalCount: 1 }), pass } }));
    fireEvent.click(within(await screen.findByRole('row', { name: /申请人1/ })).getByRole('button', { name: '通过' }));
    const dialog = within(await screen.findByTestId('pass-dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '通过' }));
    expect(await dialog.findByTestId('decision-problem')).toBeTruthy();
    expect(dialog.getByTestId('decision-problem').textContent).toContain('20');
  });

  it('rejects with the reason', async () => {
    const reject = vi.fn<ApprovalEndpoints['joinApplications']['reject']>().mockResolvedValue({ id: id(101), status: 'rejected' });
    await renderPage(fakeApprovalsApi({ joinApplications: { list: () => Promise.resolve({ items: [application(1)], totalCount: 1 }), reject } }));
    fireEvent.click(within(await screen.findByRole('row', { name: /申请人1/ })).getByRole('button', { name: '拒绝' }));
    const dialog = within(await screen.findByTestId('reject-dialog'));
    fireEvent.change(dialog.getByLabelText('拒绝原因'), { target: { value: ' 名额已满 ' } });
    fireEvent.click(dialog.getByRole('button', { name: '拒绝' }));
    await waitFor(() => {
      expect(reject).toHaveBeenCalledWith(id(101), { reason: '名额已满', concurrencyStamp: 's1' }, expect.anything());
    });
  });
});
