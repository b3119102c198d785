import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_HOST_PERMISSIONS, ALL_TENANT_PERMISSIONS, HostPermissions, TenantPermissions, WORKER_PERMISSIONS } from '../abp/permission-names';
import { isGranted } from '../abp/permissions';
import { decide } from './guard';
import { findRouteByName, flattenRoutes, isContainer } from './match-route';
import { activeMenuPath, buildMenu, type MenuItem } from './menu';
import { canAccessRoute } from './route-access';
import { ROUTE_TABLE } from './route-table';
import type { AccessContext, RouteDef } from './route-table.types';

const access = (granted: readonly string[], side: AccessContext['side'] = 'tenant'): AccessContext => ({
  grantedPolicies: Object.fromEntries(granted.map((name) => [name, true])),
  features: {},
  side,
});

const leaves = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((item) => (item.children ? leaves(item.children) : [item]));
const allItems = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...allItems(item.children ?? [])]);

describe('buildMenu', () => {
  it('shows a tenant user the dashboard, the unguarded groups and the permitted pages', () => {
    const menu = buildMenu(ROUTE_TABLE, access([TenantPermissions.OrderManagement, TenantPermissions.ProcedurePriceManagement]));
    expect(menu.map((item) => item.key)).toEqual(['Dashboard', 'Order', 'ProcedurePriceList', 'Production', 'Kanban']);
    expect(menu[1]?.children?.map((item) => item.key)).toEqual(['OrderList', 'OrderPrintTicketHome']);
    // a group with one visible child shows as that child, with the group's icon
    expect(menu[2]).toEqual({ key: 'ProcedurePriceList', title: 'Route.ProcedurePriceList', path: '/procedurePrice/list', icon: 'price-tag' });
  });

  it("leads a worker (the built-in role's grants) to what a worker does: the scan station and my records, then my wage, nothing else", () => {
    const menu = buildMenu(ROUTE_TABLE, access(WORKER_PERMISSIONS));
    expect(menu.map((item) => item.key)).toEqual(['Dashboard', 'Scan']);
    expect(menu[1]?.children?.map((item) => [item.key, item.path])).toEqual([
      ['ScanStation', '/scan/station'],
      ['ScanMine', '/scan/mine'],
      ['ScanWage', '/scan/wage'],
    ]);
    // Only scanning, or only "my wage": my records still show, the station only with the scan permission, my wage only with its own.
    expect(leaves(buildMenu(ROUTE_TABLE, access([TenantPermissions.MySalary]))).map((item) => item.key)).toEqual(['Dashboard', 'ScanMine', 'ScanWage']);
    expect(leaves(buildMenu(ROUTE_TABLE, access([TenantPermissions.TicketScan]))).map((item) => item.key)).toEqual(['Dashboard', 'ScanStation', 'ScanMine']);
  });

  it('puts scanning first after the dashboard for anyone who scans, managers included', () => {
    expect(buildMenu(ROUTE_TABLE, access(ALL_TENANT_PERMISSIONS)).map((item) => item.key).slice(0, 2)).toEqual(['Dashboard', 'Scan']);
  });

  it('collapses a group to its one visible child even when the group has more', () => {
    const menu = buildMenu(ROUTE_TABLE, access([TenantPermissions.SalaryManagementDeduction]));
    expect(menu.find((item) => item.key === 'WageSalaryDeductionDetail')).toEqual({
      key: 'WageSalaryDeductionDetail',
      title: 'Route.WageSalaryDeductionDetail',
      path: '/wage/salaryDeductionDetail',
      icon: 'wallet',
    });
  });

  it('shows a host user only the host pages granted', () => {
    const menu = buildMenu(ROUTE_TABLE, access([HostPermissions.TenantManagement, HostPermissions.UserManagement, ...ALL_TENANT_PERMISSIONS], 'host'));
    expect(menu.map((item) => item.key)).toEqual(['Dashboard', 'HostTenant', 'HostUser']);
  });

  it('never shows hidden, public or other-side routes', () => {
    const everything = access([...ALL_TENANT_PERMISSIONS, ...ALL_HOST_PERMISSIONS]);
    const keys = allItems(buildMenu(ROUTE_TABLE, everything)).map((item) => item.key);
    for (const hidden of ['RentPrice', 'ProductEdit', 'OrderStatistics', 'WagePrintPayslip', 'AccountLogin', 'Forbidden', 'Redirect', 'HostTenant']) {
      expect(keys).not.toContain(hidden);
    }
  });

  it('shows nothing but the dashboard before the side is known', () => {
    expect(buildMenu(ROUTE_TABLE, access([...ALL_TENANT_PERMISSIONS], null)).map((item) => item.key)).toEqual(['Dashboard']);
  });

  it('honours required features and all-of permissions', () => {
    const routes: RouteDef[] = [
      { path: '/a', name: 'A', title: 'a', requiredFeatures: ['F'] },
      { path: '/b', name: 'B', title: 'b', permission: ['P', 'Q'], permissionMode: 'all' },
    ];
    expect(buildMenu(routes, { ...access(['P']), features: { F: 'false' } })).toEqual([]);
    expect(buildMenu(routes, { ...access(['P', 'Q']), features: { F: 'true' } }).map((item) => item.key)).toEqual(['A', 'B']);
  });
});

describe('activeMenuPath', () => {
  it("is a hidden page's activeMenu, else the page itself", () => {
    expect(activeMenuPath(ROUTE_TABLE, '/product/edit')).toBe('/product/list');
    expect(activeMenuPath(ROUTE_TABLE, '/order/printBatchAssign')).toBe('/order/printTicketHome');
    expect(activeMenuPath(ROUTE_TABLE, '/wage/report')).toBe('/wage/report');
    expect(activeMenuPath(ROUTE_TABLE, '/nope')).toBeNull();
  });
});

// ---------- properties ----------

const referenced = new Set(flattenRoutes(ROUTE_TABLE).flatMap(({ route }) => (route.permission === undefined ? [] : [route.permission].flat())));
const catalogue = [...ALL_TENANT_PERMISSIONS, ...ALL_HOST_PERMISSIONS];
const accessArb: fc.Arbitrary<AccessContext> = fc.record({
  grantedPolicies: fc.subarray(catalogue).map((names) => Object.fromEntries(names.map((name) => [name, true]))),
  features: fc.constant({}),
  side: fc.constantFrom('tenant' as const, 'host' as const, null),
});
/** Policy names no route mentions: catalogue children (…Create, …Edit) and made-up names. */
const unrelatedArb = fc.array(
  fc.oneof(fc.constantFrom(...catalogue.filter((name) => !referenced.has(name))), fc.string().filter((name) => !referenced.has(name))),
  { maxLength: 8 },
);

/** Pages the user may see in the menu, computed the long way. */
function visiblePages(routes: readonly RouteDef[], a: AccessContext): string[] {
  return flattenRoutes(routes)
    .filter(({ route, ancestors }) => {
      const chain = [...ancestors, route];
      const inMenu = (r: RouteDef) => r.menuPermission === undefined || r.menuPermission.some((p) => a.grantedPolicies[p] === true);
      return !isContainer(route) && chain.every((r) => r.public !== true && r.hidden !== true && canAccessRoute(r, a) && inMenu(r));
    })
    .map(({ route }) => route.name);
}

describe('buildMenu: properties (1,000 cases each)', () => {
  it('no item needs a policy the user lacks, or another side', () => {
    fc.assert(
      fc.property(accessArb, (a) => {
        for (const item of allItems(buildMenu(ROUTE_TABLE, a))) {
          const route = findRouteByName(ROUTE_TABLE, item.key)?.route;
          expect(route).toBeDefined();
          if (!route) return;
          expect(isGranted(a.grantedPolicies, route.permission, route.permissionMode)).toBe(true);
          expect([a.side, 'any', undefined]).toContain(route.side);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('every leaf is a page the guard lets the user into', () => {
    fc.assert(
      fc.property(accessArb, (a) => {
        for (const leaf of leaves(buildMenu(ROUTE_TABLE, a))) {
          const decision = decide({ path: leaf.path }, { ...a, configLoaded: true, loggedIn: true });
          expect(decision).toMatchObject({ kind: 'allow', route: { name: leaf.key } });
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('does not change when policies no route mentions are granted too', () => {
    fc.assert(
      fc.property(accessArb, unrelatedArb, (a, unrelated) => {
        const more = { ...a, grantedPolicies: { ...a.grantedPolicies, ...Object.fromEntries(unrelated.map((name) => [name, true])) } };
        expect(buildMenu(ROUTE_TABLE, more)).toEqual(buildMenu(ROUTE_TABLE, a));
      }),
      { numRuns: 1000 },
    );
  });

  it('lists every visible permitted page exactly once, and every submenu has at least two entries', () => {
    fc.assert(
      fc.property(accessArb, (a) => {
        const menu = buildMenu(ROUTE_TABLE, a);
        expect(leaves(menu).map((item) => item.key)).toEqual(visiblePages(ROUTE_TABLE, a));
        for (const item of allItems(menu)) if (item.children) expect(item.children.length).toBeGreaterThanOrEqual(2);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the same rules on arbitrary nested tables', () => {
    let id = 0;
    const node = (depth: number): fc.Arbitrary<RouteDef> =>
      fc
        .record({
          permission: fc.option(fc.constantFrom('P1', 'P2', 'P3'), { nil: undefined }),
          hidden: fc.boolean(),
          children: depth === 0 ? fc.constant([]) : fc.array(fc.constant(null).chain(() => node(depth - 1)), { maxLength: 3 }),
        })
        .map(({ permission, hidden, children }) => {
          const n = ++id;
          return {
            path: `/r${n}`,
            name: `R${n}`,
            title: `t${n}`,
            ...(permission ? { permission } : {}),
            ...(hidden && n % 3 === 0 ? { hidden: true } : {}),
            ...(children.length > 0 ? { children } : {}),
          };
        });
    fc.assert(
      fc.property(fc.array(node(2), { maxLength: 4 }), fc.subarray(['P1', 'P2', 'P3']), (routes, granted) => {
        const a = access(granted, 'tenant');
        const menu = buildMenu(routes, a);
        expect(leaves(menu).map((item) => item.key)).toEqual(visiblePages(routes, a));
        for (const item of allItems(menu)) {
          if (item.children) expect(item.children.length).toBeGreaterThanOrEqual(2);
          const route = findRouteByName(routes, item.key)?.route;
          expect(route && isGranted(a.grantedPolicies, route.permission)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
