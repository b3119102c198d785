import { ApiError, type PeopleEndpoints } from '@eticket/api-client';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { PagedListInput, PagedResultDto } from '@eticket/core/paging';
import type { RoleDto, RoleInput } from '@eticket/core/people';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { fakePeopleApi } from '../testing/fake-people-api';
import RoleListPage from './role-list-page';

configure({ asyncUtilTimeout: 5000 });

const route = { path: '/role', name: 'RoleIndex', title: 'Route.RoleIndex' };
const ALL = [P.RoleManagement, P.RoleManagementCreate, P.RoleManagementEdit, P.RoleManagementDelete];

function role(n: number, overrides: Partial<RoleDto> = {}): RoleDto {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `角色${String(n)}`,
    dataScope: 'own',
    isDefault: false,
    isStatic: false,
    permissions: [P.TicketScan],
    userCount: n % 4,
    concurrencyStamp: `stamp-${String(n)}`,
    ...overrides,
  };
}

const ROLES = [role(1, { name: 'admin', isStatic: true, dataScope: 'all', userCount: 1 }), role(2, { name: '班组长', dataScope: 'organization', isDefault: true })];

function abpError(status: number, method: string, error: Record<string, unknown>): ApiError {
  return new ApiError({ kind: 'response', method, path: '/api/identity/roles', status, headers: new Headers({ _AbpErrorFormat: 'true' }), body: { error } });
}

function fakeRoles(overrides: Partial<PeopleEndpoints['roles']> = {}): PeopleEndpoints['roles'] {
  const missing = (name: string) => () => Promise.reject(new Error(`roles.${name} not stubbed`));
  return {
    list: () => Promise.resolve<PagedResultDto<RoleDto>>({ items: ROLES, totalCount: ROLES.length }),
    exportExcel: missing('exportExcel'),
    get: missing('get'),
    create: missing('create'),
    update: missing('update'),
    delete: missing('delete'),
    lookup: missing('lookup'),
    ...overrides,
  };
}

const renderPage = (roles: PeopleEndpoints['roles'], granted: readonly string[] = ALL) => renderModulePage(<RoleListPage route={route} />, { endpoints: { people: fakePeopleApi({ roles }) }, granted });
const rowOf = (name: string) => screen.getAllByRole('row').find((row) => within(row).queryByText(name) !== null)!;

beforeAll(async () => {
  await Promise.all([import('../../../components/data-ui/record-form-dialog'), import('../../../components/data-ui/confirm-delete-dialog'), import('./role-form')]);
}, 60_000);

describe('role list page', { timeout: 30_000 }, () => {
  it('shows name, built-in and default badges, data scope and user count; searches by keyword', async () => {
    const list = vi.fn((query?: PagedListInput) => fakeRoles().list(query));
    await renderPage(fakeRoles({ list }));
    const admin = within(await screen.findByRole('row', { name: /admin/ }));
    expect(admin.getByText('内置')).toBeTruthy();
    expect(admin.getByText('全部')).toBeTruthy();
    const leader = within(rowOf('班组长'));
    expect(leader.getByText('默认角色')).toBeTruthy();
    expect(leader.getByText('本组织及下级')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '组长' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => {
      expect(list).toHaveBeenLastCalledWith({ keyword: '组长', skipCount: 0, maxResultCount: 10 }, expect.anything());
    });
  });

  it('create, edit and delete follow the .Create/.Edit/.Delete permissions', async () => {
    await renderPage(fakeRoles(), [P.RoleManagement]);
    await screen.findByText('班组长');
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getByRole('button', { name: /导出 Excel/ })).toBeTruthy();
  });

  it('builds a role from the permission tree and sends what the core reads (parents with their children)', async () => {
    const create = vi.fn((input: RoleInput) => Promise.resolve(role(9, input)));
    await renderPage(fakeRoles({ create }));
    fireEvent.click(await screen.findByRole('button', { name: /新增/ }));
    const dialog = await screen.findByTestId('form-dialog');
    fireEvent.change(within(dialog).getByLabelText(/角色名/), { target: { value: ' 裁床组长 ' } });
    fireEvent.change(within(dialog).getByLabelText(/数据范围/), { target: { value: 'organization' } });
    const cutting = within(dialog).getByRole('region', { name: '生产' });
    fireEvent.click(within(cutting).getAllByRole('checkbox', { name: '编辑' })[0]!);
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => {
      expect(create).toHaveBeenCalledTimes(1);
    });
    const sent = create.mock.calls[0]?.[0];
    expect(sent).toMatchObject({ name: '裁床组长', dataScope: 'organization', isDefault: false });
    expect(sent?.permissions.length).toBe(2);
    expect(sent?.permissions.filter((p) => p.endsWith('.Edit'))).toHaveLength(1);
    expect(sent?.permissions.every((p) => p.startsWith('Eticket.Tenant.'))).toBe(true);
    await waitFor(() => {
      expect(screen.queryByTestId('form-dialog')).toBeNull();
    });
  });

  it('a self-lockout refusal on save is shown in the form', async () => {
    const update = vi.fn<PeopleEndpoints['roles']['update']>().mockRejectedValue(abpError(409, 'PUT', { code: 'SelfLockout', message: '不能去掉自己的角色管理权限' }));
    await renderPage(fakeRoles({ update }));
    fireEvent.click(within(await screen.findByRole('row', { name: /班组长/ })).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByTestId('form-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await screen.findByTestId('form-conflict')).textContent).toContain('不能去掉自己的角色管理权限');
    expect(update.mock.calls[0]?.[1]).toMatchObject({ name: '班组长', concurrencyStamp: 'stamp-2', permissions: [P.TicketScan] });
  });

  it('deleting a built-in role is refused with the server’s message in the dialog', async () => {
    const remove = vi.fn<PeopleEndpoints['roles']['delete']>().mockRejectedValue(abpError(409, 'DELETE', { code: 'StaticRole', message: '内置角色不能删除' }));
    await renderPage(fakeRoles({ delete: remove }));
    fireEvent.click(within(await screen.findByRole('row', { name: /admin/ })).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByTestId('confirm-delete')).getByRole('button', { name: '删除' }));
    expect((await screen.findByTestId('delete-refused')).textContent).toContain('内置角色不能删除');
    expect(remove).toHaveBeenCalledWith(ROLES[0]!.id, expect.objectContaining({ silent: expect.any(Function) }));
  });
});
