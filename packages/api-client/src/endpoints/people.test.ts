import type { RoleInput, UserInput } from '@eticket/core/people';
import { describe, expect, it } from 'vitest';
import { createTestClient, jsonResponse, loggedInStorage, type FakeRequest } from '../testing/fake-fetch';
import { createPeopleEndpoints } from './people';

/** One call: its method, path with query, and JSON body as the transport saw them. */
async function expectCall(seen: FakeRequest[], run: () => Promise<unknown>, method: string, url: string, body: unknown): Promise<void> {
  seen.length = 0;
  await run();
  expect(seen[0]?.method).toBe(method);
  expect(seen[0] === undefined ? '' : `${seen[0].path}${seen[0].url.search}`).toBe(url);
  expect(seen[0]?.body).toEqual(body);
}

const ID = '0b6c5e1e-6f55-4b43-9d8a-3c3f8d6d2a10';
const role: RoleInput = { name: '班组长', dataScope: 'organization', isDefault: false, permissions: ['Eticket.Tenant.TicketScan'] };

describe('role endpoints', () => {
  const seen: FakeRequest[] = [];
  const t = createTestClient({
    storage: loggedInStorage(600_000),
    handler: (request) => {
      seen.push(request);
      return jsonResponse(200, {});
    },
  });
  const roles = createPeopleEndpoints(t.client.request).roles;

  it.each([
    ['list', () => roles.list({ keyword: '组', sorting: 'name desc', skipCount: 10, maxResultCount: 10 }), 'GET', '/api/identity/roles?keyword=%E7%BB%84&sorting=name+desc&skipCount=10&maxResultCount=10', undefined],
    ['get', () => roles.get(ID), 'GET', `/api/identity/roles/${ID}`, undefined],
    ['create', () => roles.create(role), 'POST', '/api/identity/roles', role],
    ['update', () => roles.update(ID, { ...role, concurrencyStamp: 's1' }), 'PUT', `/api/identity/roles/${ID}`, { ...role, concurrencyStamp: 's1' }],
    ['delete', () => roles.delete('a/b'), 'DELETE', '/api/identity/roles/a%2Fb', undefined],
    ['lookup', () => roles.lookup(), 'GET', '/api/identity/roles/lookup', undefined],
  ] as const)('%s', async (_, run, method, url, body) => {
    await expectCall(seen, run, method, url, body);
  });
});

describe('organization and user endpoints', () => {
  const seen: FakeRequest[] = [];
  const t = createTestClient({
    storage: loggedInStorage(600_000),
    handler: (request) => {
      seen.push(request);
      if (request.path.endsWith('/export') || request.path.endsWith('/import-template')) {
        return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), { status: 200, headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
      }
      return jsonResponse(200, {});
    },
  });
  const { organizations, users, technicalLevels } = createPeopleEndpoints(t.client.request);
  const org = { name: '一车间', type: 'Workshop', parentId: null, leaderUserId: null, sort: 0 } as const;
  const user: UserInput = { userName: 'w1', name: '王一', phoneNumber: null, employeeNo: 'A1', organizationId: ID, technicalLevelId: null, roleIds: [], isWorker: true, joinDate: null, leaveDate: null, isActive: true };

  it.each([
    ['organizations.list', () => organizations.list(), 'GET', '/api/eticket/organization', undefined],
    ['organizations.create', () => organizations.create(org), 'POST', '/api/eticket/organization', org],
    ['organizations.update', () => organizations.update(ID, { ...org, parentId: ID, concurrencyStamp: 's' }), 'PUT', `/api/eticket/organization/${ID}`, { ...org, parentId: ID, concurrencyStamp: 's' }],
    ['organizations.delete', () => organizations.delete(ID), 'DELETE', `/api/eticket/organization/${ID}`, undefined],
    ['users.list', () => users.list({ organizationId: ID, includeDescendants: true, isActive: false, skipCount: 0, maxResultCount: 10 }), 'GET', `/api/identity/users?organizationId=${ID}&includeDescendants=true&isActive=false&skipCount=0&maxResultCount=10`, undefined],
    ['users.lookup', () => users.lookup({ keyword: '王', workersOnly: true }), 'GET', '/api/identity/users/lookup?keyword=%E7%8E%8B&workersOnly=true', undefined],
    ['users.import', () => users.importExcel({ fileName: 'a.xlsx', contentBase64: 'UEsD' }), 'POST', '/api/identity/users/import', { fileName: 'a.xlsx', contentBase64: 'UEsD' }],
    ['users.bulkAssign', () => users.bulkAssign({ userIds: [ID], roleIds: [] }), 'POST', '/api/identity/users/bulk-assign', { userIds: [ID], roleIds: [] }],
    ['users.get', () => users.get(ID), 'GET', `/api/identity/users/${ID}`, undefined],
    ['users.create', () => users.create({ ...user, password: null }), 'POST', '/api/identity/users', { ...user, password: null }],
    ['users.update', () => users.update(ID, { ...user, concurrencyStamp: 's' }), 'PUT', `/api/identity/users/${ID}`, { ...user, concurrencyStamp: 's' }],
    ['users.enable', () => users.enable(ID), 'POST', `/api/identity/users/${ID}/enable`, undefined],
    ['users.disable', () => users.disable(ID), 'POST', `/api/identity/users/${ID}/disable`, undefined],
    ['users.resetPassword', () => users.resetPassword(ID, { password: null }), 'POST', `/api/identity/users/${ID}/reset-password`, { password: null }],
    ['users.delete', () => users.delete(ID), 'DELETE', `/api/identity/users/${ID}`, undefined],
    ['technicalLevels.lookup', () => technicalLevels.lookup(), 'GET', '/api/eticket/technicalLevel/lookup', undefined],
  ] as const)('%s', async (_, run, method, url, body) => {
    await expectCall(seen, run, method, url, body);
  });

  it('export and the import template come back as files', async () => {
    seen.length = 0;
    expect(await users.exportExcel({ keyword: '王', roleId: ID })).toBeInstanceOf(Blob);
    expect(`${seen[0]?.path ?? ''}${seen[0]?.url.search ?? ''}`).toBe(`/api/identity/users/export?keyword=%E7%8E%8B&roleId=${ID}`);
    expect(await users.importTemplate()).toBeInstanceOf(Blob);
    expect(seen[1]?.path).toBe('/api/identity/users/import-template');
  });
});
