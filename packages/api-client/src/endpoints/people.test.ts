import type { RoleInput } from '@eticket/core/people';
import { describe, expect, it } from 'vitest';
import { createTestClient, jsonResponse, loggedInStorage, type FakeRequest } from '../testing/fake-fetch';
import { createPeopleEndpoints } from './people';

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
    seen.length = 0;
    await run();
    expect(seen[0]?.method).toBe(method);
    expect(seen[0] === undefined ? '' : `${seen[0].path}${seen[0].url.search}`).toBe(url);
    expect(seen[0]?.body).toEqual(body);
  });
});
