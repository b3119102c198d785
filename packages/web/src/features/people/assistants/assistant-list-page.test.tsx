import type { ApprovalEndpoints } from '@eticket/api-client';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { AssistantApplicationDto, OrganizationDto } from '@eticket/core/people';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { fakeApprovalsApi } from '../testing/fake-approvals-api';
import { fakePeopleApi } from '../testing/fake-people-api';
import AssistantListPage from './assistant-list-page';

configure({ asyncUtilTimeout: 5000 });

const route = { path: '/application/list', name: 'ApplicationList', title: 'Route.ApplicationList' };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const org = (n: number, name: string, parentId: string | null): OrganizationDto => ({ id: id(n), name, type: 'Group', parentId, leaderUserId: null, sort: n, memberCount: 0, concurrencyStamp: 'o' });
const ORGS = [org(1, '一车间', null), org(2, '缝制一组', id(1)), org(3, '二车间', null)];

const APPLICATION: AssistantApplicationDto = {
  id: id(100),
  userId: id(200),
  userName: 'zhuli',
  name: '周助理',
  requestedOrganizations: [
    { id: id(1), name: '一车间' },
    { id: id(2), name: '缝制一组' },
  ],
  grantedOrganizations: null,
  message: '帮车间报工',
  status: 'pending',
  handledTime: null,
  reason: null,
  creationTime: '2026-11-20T02:00:00Z',
  concurrencyStamp: 's1',
};

const people = fakePeopleApi({ organizations: { list: () => Promise.resolve({ items: ORGS }) } });
const renderPage = (approvals: ApprovalEndpoints) => renderModulePage(<AssistantListPage route={route} />, { endpoints: { approvals, people }, granted: [P.ProductionAssistant] });

beforeAll(async () => {
  await import('./assistant-decision-dialogs');
}, 60_000);

describe('production assistants page', { timeout: 30_000 }, () => {
  it('approves for a subset: only the requested organizations are offered', async () => {
    const approve = vi.fn<ApprovalEndpoints['assistants']['approve']>().mockResolvedValue({ ...APPLICATION, status: 'approved' });
    await renderPage(fakeApprovalsApi({ assistants: { list: () => Promise.resolve({ items: [APPLICATION], totalCount: 1 }), approve } }));
    fireEvent.click(within(await screen.findByRole('row', { name: /周助理/ })).getByRole('button', { name: '批准' }));
    const dialog = within(await screen.findByTestId('approve-dialog'));
    expect(dialog.queryByText('二车间')).toBeNull();
    fireEvent.click(await dialog.findByText('一车间'));
    fireEvent.click(dialog.getByRole('button', { name: '批准' }));
    await waitFor(() => {
      expect(approve).toHaveBeenCalledWith(id(100), { organizationIds: [id(2)], concurrencyStamp: 's1' }, expect.anything());
    });
  });

  it('revokes an approved assistant only with a reason', async () => {
    const approved = { ...APPLICATION, status: 'approved' as const, grantedOrganizations: [{ id: id(2), name: '缝制一组' }] };
    const revoke = vi.fn<ApprovalEndpoints['assistants']['revoke']>().mockResolvedValue({ ...approved, status: 'revoked' });
    await renderPage(fakeApprovalsApi({ assistants: { list: () => Promise.resolve({ items: [approved], totalCount: 1 }), revoke } }));
    fireEvent.click(within(await screen.findByRole('row', { name: /周助理/ })).getByRole('button', { name: '撤销' }));
    const dialog = within(await screen.findByTestId('revoke-dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '撤销' }));
    expect(await dialog.findByText('请填写此项')).toBeTruthy();
    expect(revoke).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText(/原因/), { target: { value: '调岗' } });
    fireEvent.click(dialog.getByRole('button', { name: '撤销' }));
    await waitFor(() => {
      expect(revoke).toHaveBeenCalledWith(id(100), { reason: '调岗', concurrencyStamp: 's1' }, expect.anything());
    });
  });
});
