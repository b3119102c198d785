import { describe, expect, it } from 'vitest';
import { ALL_TENANT_PERMISSIONS, WORKER_PERMISSIONS } from '../abp/permission-names';
import { canOpenRoute } from './route-access';
import { ROUTE_TABLE } from './route-table';
import type { AccessContext } from './route-table.types';

const tenantUser = (granted: readonly string[]): AccessContext => ({
  grantedPolicies: Object.fromEntries(granted.map((name) => [name, true])),
  features: {},
  side: 'tenant',
});

describe('canOpenRoute', () => {
  it('offers upgrade/renew to the company admin, not to a worker or the host', () => {
    expect(canOpenRoute(ROUTE_TABLE, 'RentPrice', tenantUser(ALL_TENANT_PERMISSIONS))).toBe(true);
    expect(canOpenRoute(ROUTE_TABLE, 'RentPrice', tenantUser(WORKER_PERMISSIONS))).toBe(false);
    expect(canOpenRoute(ROUTE_TABLE, 'RentPrice', { ...tenantUser(ALL_TENANT_PERMISSIONS), side: 'host' })).toBe(false);
  });

  it('needs the page and every group above it; an unknown name is never open', () => {
    expect(canOpenRoute(ROUTE_TABLE, 'OrderList', tenantUser(ALL_TENANT_PERMISSIONS))).toBe(true);
    expect(canOpenRoute(ROUTE_TABLE, 'OrderList', tenantUser(WORKER_PERMISSIONS))).toBe(false);
    expect(canOpenRoute(ROUTE_TABLE, 'NoSuchPage', tenantUser(ALL_TENANT_PERMISSIONS))).toBe(false);
  });
});
