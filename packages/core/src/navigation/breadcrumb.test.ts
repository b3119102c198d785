import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBreadcrumb } from './breadcrumb';
import { flattenRoutes } from './match-route';
import { ROUTE_TABLE } from './route-table';
import type { RouteDef } from './route-table.types';

const dashboard = { key: 'Dashboard', title: 'Route.Dashboard', path: '/dashboard' };

describe('buildBreadcrumb', () => {
  it('is just Dashboard (not a link) on the dashboard', () => {
    expect(buildBreadcrumb(ROUTE_TABLE, '/dashboard')).toEqual([{ key: 'Dashboard', title: 'Route.Dashboard' }]);
  });

  it('is Dashboard, the group and the page for a menu page', () => {
    expect(buildBreadcrumb(ROUTE_TABLE, '/wage/report')).toEqual([
      dashboard,
      { key: 'Wage', title: 'Route.Wage' },
      { key: 'WageReport', title: 'Route.WageReport' },
    ]);
  });

  it('skips a single-page group that repeats its page', () => {
    expect(buildBreadcrumb(ROUTE_TABLE, '/qcManage/list')).toEqual([dashboard, { key: 'QcManageList', title: 'Route.QcManageList' }]);
  });

  it('gives a hidden page the trail of its activeMenu page, which becomes a link', () => {
    expect(buildBreadcrumb(ROUTE_TABLE, '/product/edit')).toEqual([
      dashboard,
      { key: 'Product', title: 'Route.Product' },
      { key: 'ProductList', title: 'Route.ProductList', path: '/product/list' },
      // No id: the page creates a style.
      { key: 'ProductEdit', title: 'Route.ProductNew' },
    ]);
    expect(buildBreadcrumb(ROUTE_TABLE, '/order/printBatchAssign').map((c) => c.key)).toEqual([
      'Dashboard',
      'Order',
      'OrderPrintTicketHome',
      'OrderPrintBatchAssign',
    ]);
  });

  it('ignores the /redirect helper: a refreshing tab keeps its trail', () => {
    expect(buildBreadcrumb(ROUTE_TABLE, '/redirect/wage/report')).toEqual(buildBreadcrumb(ROUTE_TABLE, '/wage/report'));
    expect(buildBreadcrumb(ROUTE_TABLE, '/redirect/redirect/dashboard')).toEqual(buildBreadcrumb(ROUTE_TABLE, '/dashboard'));
    expect(buildBreadcrumb(ROUTE_TABLE, '/redirect')).toEqual([{ key: 'Dashboard', title: 'Route.Dashboard' }]);
  });

  it('is Dashboard (as a link) and the page for pages outside groups, and Dashboard alone when unknown', () => {
    expect(buildBreadcrumb(ROUTE_TABLE, '/host/tenant')).toEqual([dashboard, { key: 'HostTenant', title: 'Route.HostTenant' }]);
    expect(buildBreadcrumb(ROUTE_TABLE, '/nope')).toEqual([{ key: 'Dashboard', title: 'Route.Dashboard' }]);
  });

  it('always starts with Dashboard once, ends with the page, and only links to pages', () => {
    const pages = flattenRoutes(ROUTE_TABLE).map(({ route }) => route);
    fc.assert(
      fc.property(fc.constantFrom(...pages), (route: RouteDef) => {
        const trail = buildBreadcrumb(ROUTE_TABLE, route.path.replace(':path*', 'x'));
        expect(trail[0]?.key).toBe('Dashboard');
        expect(trail.filter((c) => c.key === 'Dashboard')).toHaveLength(1);
        expect(trail.at(-1)?.path).toBeUndefined();
        for (const crumb of trail) if (crumb.path !== undefined) expect(pages.find((r) => r.path === crumb.path)?.children).toBeUndefined();
      }),
      { numRuns: 1000 },
    );
  });
});
