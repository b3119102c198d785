import { describe, expect, it } from 'vitest';
import { TenantPermissions as P } from '../abp/permission-names';
import { PEOPLE_ENDPOINTS, PeopleContracts } from './people.contracts';

const role = PeopleContracts.role;

describe('role contracts', () => {
  it('each endpoint once, at ABP’s path, gated by role management (the lookup also by user management)', () => {
    const keys = PEOPLE_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.values(role).every((e) => e.path.startsWith('/api/identity/roles'))).toBe(true);
    expect([role.create.access, role.update.access, role.delete.access]).toEqual([
      { kind: 'permission', side: 'tenant', permission: P.RoleManagementCreate },
      { kind: 'permission', side: 'tenant', permission: P.RoleManagementEdit },
      { kind: 'permission', side: 'tenant', permission: P.RoleManagementDelete },
    ]);
    expect(role.lookup.access).toEqual({ kind: 'anyPermission', side: 'tenant', permissions: [P.RoleManagement, P.UserManagement] });
  });

  it('an update reads the stamp and the role; a foreign permission is refused at its index', () => {
    const read = role.update.body.read({ name: ' 组长 ', dataScope: 'all', permissions: [P.CuttingListEdit], concurrencyStamp: 's1' });
    expect(read).toEqual({ ok: true, value: { concurrencyStamp: 's1', value: { name: '组长', dataScope: 'all', isDefault: false, permissions: [P.CuttingList, P.CuttingListEdit] } } });
    const refused = role.create.body.read({ name: '组长', permissions: [P.Dashboard, 'Eticket.Host.TenantManagement'] });
    expect(refused.ok ? [] : Object.keys(refused.errors)).toEqual(['permissions[1]']);
  });

  it('the list sorts by name, user count or creation time only', () => {
    expect(role.list.query.read({ sorting: 'userCount desc' }).ok).toBe(true);
    expect(role.list.query.read({ sorting: 'permissions' }).ok).toBe(false);
  });
});
