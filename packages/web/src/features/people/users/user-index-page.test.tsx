import { ApiError, type PeopleEndpoints } from '@eticket/api-client';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { OrganizationDto, UserDto, UserListInput } from '@eticket/core/people';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { fakePeopleApi, type PeopleOverrides } from '../testing/fake-people-api';
import UserIndexPage from './user-index-page';

configure({ asyncUtilTimeout: 5000 });

const route = { path: '/user/index', name: 'UserIndex', title: 'Route.UserIndex' };
const ALL = [P.UserManagement, P.UserManagementCreate, P.UserManagementEdit, P.UserManagementDelete];
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function org(n: number, name: string, parentId: string | null): OrganizationDto {
  return { id: id(n), name, type: parentId === null ? 'Workshop' : 'Group', parentId, leaderUserId: null, sort: n, memberCount: n, concurrencyStamp: `o${String(n)}` };
}
const ORGS = [org(1, '一车间', null), org(2, '缝制一组', id(1)), org(3, '二车间', null)];

function user(n: number, overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: id(100 + n),
    userName: `w${String(n)}`,
    name: `工人${String(n)}`,
    phoneNumber: '13800000000',
    employeeNo: `A${String(n)}`,
    organizationId: id(2),
    organizationName: '缝制一组',
    technicalLevelId: null,
    technicalLevelName: null,
    roleIds: [],
    roleNames: ['工人'],
    isWorker: true,
    joinDate: '2026-01-05',
    leaveDate: null,
    isActive: true,
    creationTime: '2026-01-05T00:00:00Z',
    concurrencyStamp: `u${String(n)}`,
    ...overrides,
  };
}
const USERS = [user(1), user(2, { isActive: false, isWorker: false, name: '主管' })];

function people(overrides: PeopleOverrides = {}): PeopleEndpoints {
  return fakePeopleApi({
    ...overrides,
    organizations: { list: () => Promise.resolve({ items: ORGS }), ...overrides.organizations },
    users: { list: () => Promise.resolve({ items: USERS, totalCount: 2 }), ...overrides.users },
    roles: { lookup: () => Promise.resolve({ items: [{ id: id(50), name: '工人', isDefault: true }] }), ...overrides.roles },
    technicalLevels: { lookup: () => Promise.resolve({ items: [] }) },
  });
}

const renderPage = (api: PeopleEndpoints, granted: readonly string[] = ALL) => renderModulePage(<UserIndexPage route={route} />, { endpoints: { people: api }, granted });

beforeAll(async () => {
  await Promise.all([import('../../../components/data-ui/record-form-dialog'), import('./user-form'), import('./user-import-dialog'), import('./password-dialog')]);
}, 60_000);

describe('user page', { timeout: 30_000 }, () => {
  it('lists users with their organization, roles and status beside the organization tree', async () => {
    await renderPage(people());
    const row = within(await screen.findByRole('row', { name: /工人1/ }));
    expect(row.getByText('A1')).toBeTruthy();
    expect(row.getAllByText('缝制一组').length).toBeGreaterThan(0);
    expect(row.getByText('启用')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /主管/ })).getByText('停用')).toBeTruthy();
    // A test window is as narrow as a phone: the tree folds behind its button.
    fireEvent.click(screen.getByRole('button', { name: '组织：全部组织' }));
    const panel = within(screen.getByTestId('organization-panel'));
    expect(panel.getByRole('button', { name: /全部组织/ }).getAttribute('aria-current')).toBe('true');
    expect(panel.getByRole('button', { name: /缝制一组/ })).toBeTruthy();
  });

  it('selecting a node filters the list by that organization and everything below it', async () => {
    const list = vi.fn((_q?: UserListInput) => Promise.resolve({ items: USERS, totalCount: 2 }));
    await renderPage(people({ users: { list } }));
    await screen.findByRole('row', { name: /工人1/ });
    fireEvent.click(screen.getByRole('button', { name: '组织：全部组织' }));
    fireEvent.click(within(screen.getByTestId('organization-panel')).getByRole('button', { name: /一车间/ }));
    await waitFor(() => {
      expect(list).toHaveBeenLastCalledWith({ organizationId: id(1), includeDescendants: true, skipCount: 0, maxResultCount: 10 }, expect.anything());
    });
    fireEvent.click(await screen.findByRole('button', { name: '组织：一车间' }));
    fireEvent.click(within(screen.getByTestId('organization-panel')).getByRole('button', { name: /全部组织/ }));
    await waitFor(() => {
      expect(list).toHaveBeenLastCalledWith({ skipCount: 0, maxResultCount: 10 }, expect.anything());
    });
  });

  it('the create form refuses what the core reader refuses, and sends nothing', async () => {
    const create = vi.fn<PeopleEndpoints['users']['create']>();
    await renderPage(people({ users: { create } }));
    fireEvent.click(await screen.findByRole('button', { name: /新增/ }));
    const dialog = within(await screen.findByTestId('form-dialog'));
    fireEvent.change(dialog.getByLabelText(/用户名/), { target: { value: 'a' } });
    fireEvent.change(dialog.getByLabelText(/手机号/), { target: { value: '12ab' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('用户名只能包含字母、数字和 . _ @ -，至少 2 位')).toBeTruthy();
    expect(dialog.getByText('请输入有效的手机号')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('a new user without a typed password: the server’s password is shown once, the user starts in the selected organization', async () => {
    const create = vi.fn<PeopleEndpoints['users']['create']>((input) => Promise.resolve({ ...user(9, { name: input.name, userName: input.userName }), generatedPassword: 'Xk29-pq7Z' }));
    await renderPage(people({ users: { create } }));
    await screen.findByRole('row', { name: /工人1/ });
    fireEvent.click(screen.getByRole('button', { name: '组织：全部组织' }));
    fireEvent.click(within(screen.getByTestId('organization-panel')).getByRole('button', { name: /缝制一组/ }));
    fireEvent.click(await screen.findByRole('button', { name: /新增/ }));
    const dialog = within(await screen.findByTestId('form-dialog'));
    fireEvent.change(dialog.getByLabelText(/^姓名/), { target: { value: '李四' } });
    fireEvent.change(dialog.getByLabelText(/^用户名/), { target: { value: 'lisi' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect((await screen.findByTestId('shown-password')).textContent).toBe('Xk29-pq7Z');
    expect(create.mock.calls[0]?.[0]).toMatchObject({ name: '李四', userName: 'lisi', organizationId: id(2), password: null, isWorker: true, isActive: true });
    expect(screen.queryByTestId('form-dialog')).toBeNull();
  });

  it('a refused import lists row, translated column and message; nothing is reported imported', async () => {
    const body = {
      error: {
        code: 'Validation',
        message: '导入失败',
        validationErrors: [
          { message: '用户名已存在', members: ['rows[5].userName'] },
          { message: '没有这个组织', members: ['rows[3].organization'] },
        ],
      },
    };
    const importExcel = vi.fn<PeopleEndpoints['users']['importExcel']>().mockRejectedValue(
      new ApiError({ kind: 'response', method: 'POST', path: '/api/identity/users/import', status: 400, headers: new Headers({ _AbpErrorFormat: 'true' }), body }),
    );
    await renderPage(people({ users: { importExcel } }));
    fireEvent.click(await screen.findByRole('button', { name: /导入/ }));
    const dialog = within(await screen.findByTestId('user-import'));
    const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'users.xlsx');
    fireEvent.change(dialog.getByLabelText('.xlsx 文件'), { target: { files: [file] } });
    fireEvent.click(dialog.getByRole('button', { name: '导入' }));
    const table = within(await dialog.findByTestId('import-problems'));
    const rows = table.getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['3组织没有这个组织', '5用户名用户名已存在']);
    expect(importExcel).toHaveBeenCalledWith({ fileName: 'users.xlsx', contentBase64: 'UEsDBA==' }, expect.objectContaining({ silent: expect.any(Function) }));
  });
});
