import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TenantPermissions as P } from '../abp/permission-names';
import { ORGANIZATION_TYPES, PeopleLimits, organizationMoveProblem, validateOrganizationInput } from './organization';
import { sidePermissions } from './permission-grants';
import { validateRoleInput } from './role';

const uuid = fc.uuid().map((id) => id.toLowerCase());
const name = fc.string({ minLength: 1, maxLength: PeopleLimits.nameMax }).filter((text) => text.trim() === text && text !== '' && /^[\p{L}\p{N} _-]+$/u.test(text));

describe('organization input', () => {
  it('reads back what a form sends', () => {
    fc.assert(
      fc.property(name, fc.constantFrom(...ORGANIZATION_TYPES), fc.option(uuid, { nil: null }), fc.option(uuid, { nil: null }), fc.integer({ min: 0, max: PeopleLimits.sortMax }), (n, type, parentId, leaderUserId, sort) => {
        expect(validateOrganizationInput({ name: n, type, parentId, leaderUserId, sort })).toEqual({ ok: true, value: { name: n, type, parentId, leaderUserId, sort } });
      }),
    );
  });

  it('names each bad field', () => {
    const self = '6f1d2a3b-0000-4000-8000-000000000001';
    const result = validateOrganizationInput({ name: 'x'.repeat(PeopleLimits.nameMax + 1), type: 'Factory', parentId: self.toUpperCase(), sort: -1 }, self);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['name', 'parentId', 'sort', 'type']);
    expect(validateOrganizationInput({ name: ' ' }).ok).toBe(false);
  });

  it('a move is refused under itself, under a descendant or under a missing parent', () => {
    const orgs = [
      { id: 'w1', parentId: null },
      { id: 'g1', parentId: 'w1' },
      { id: 'g2', parentId: 'g1' },
    ];
    expect(organizationMoveProblem(orgs, 'w1', 'g2')).toBe('People.Validation.OrganizationCycle');
    expect(organizationMoveProblem(orgs, 'g1', 'g1')).toBe('People.Validation.OrganizationCycle');
    expect(organizationMoveProblem(orgs, 'g2', 'gone')).toBe('People.Validation.OrganizationParentMissing');
    expect(organizationMoveProblem(orgs, 'g2', null)).toBeNull();
    expect(organizationMoveProblem(orgs, 'g2', 'w1')).toBeNull();
  });
});

describe('role input', () => {
  it('grants read from a client come back closed under parents, in catalogue order', () => {
    fc.assert(
      fc.property(fc.subarray([...sidePermissions('tenant')]), (granted) => {
        const result = validateRoleInput({ name: '班组长', dataScope: 'organization', permissions: granted });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const order: readonly string[] = sidePermissions('tenant');
        expect(result.value.permissions).toEqual([...result.value.permissions].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
        for (const name of granted) expect(result.value.permissions).toContain(name);
      }),
    );
  });

  it('refuses a permission outside the catalogue, naming its place', () => {
    const result = validateRoleInput({ name: 'r', permissions: [P.OrderManagementPrint, 'Eticket.Host.TenantManagement'] });
    expect(result).toEqual({ ok: false, errors: { 'permissions[1]': { key: 'People.Validation.PermissionUnknown', params: { value: 'Eticket.Host.TenantManagement' } } } });
    expect(validateRoleInput({ name: 'r', dataScope: 'everyone' }).ok).toBe(false);
    expect(validateRoleInput({ name: 'r' })).toEqual({ ok: true, value: { name: 'r', dataScope: 'own', permissions: [], isDefault: false } });
  });
});
