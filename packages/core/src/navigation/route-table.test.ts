import { describe, expect, it } from 'vitest';
import { ALL_HOST_PERMISSIONS, ALL_TENANT_PERMISSIONS } from '../abp/permission-names';
import { DICTIONARIES } from '../i18n/dictionaries';
import { LOCALES } from '../i18n/locales';
import { findRouteByPath, flattenRoutes, isContainer } from './match-route';
import { APP_TITLE_KEY, ROUTE_TABLE } from './route-table';

/**
 * Written from product-spec §2, not from the table: [path, permission (null = none on the route),
 * hidden, noCache]. Hidden/noCache beyond the spec's own (rentPrice hidden, qcManage/list not cached,
 * /externalUser hidden) follow the stated convention: detail/edit/print pages hidden, print views not cached.
 */
type Expected = readonly [path: string, permission: string | readonly string[] | null, hidden: boolean, noCache: boolean];
const P = 'Eticket.Tenant.';
const HP = 'Eticket.Host.';

const PUBLIC_PATHS = [
  '/account/login',
  '/account/register',
  '/account/signup',
  '/account/pricing',
  '/account/download',
  '/account/renewal',
  '/download',
  '/register',
  '/signup',
  '/en/signup',
  '/signup2',
  '/403',
  '/404',
  '/privacy',
  '/agreement',
  '/account',
  '/externalUser',
  '/redirect/:path*',
];

const GATED: readonly Expected[] = [
  ['/dashboard', null, false, false],
  // the worker's pages (not in the spec's list: the scan station it implies, domain §6.8)
  ['/scan/station', `${P}TicketScan`, false, false],
  ['/scan/mine', [`${P}TicketScan`, `${P}MySalary`], false, false],
  ['/scan/wage', `${P}MySalary`, false, false],
  // /product
  ['/product/edit', `${P}ProductManagement`, true, false],
  ['/product/list', `${P}ProductManagement`, false, false],
  ['/product/category', `${P}ProductCategoryManagement`, false, false],
  ['/product/partedit', `${P}PartTemplateManagement`, true, false],
  ['/product/partlist', `${P}PartTemplateManagement`, false, false],
  ['/product/procedureedit', `${P}ProcedureTemplateManagement`, true, false],
  ['/product/procedurelist', `${P}ProcedureTemplateManagement`, false, false],
  // /order: all but statistics use OrderManagement
  ['/order/statistics', `${P}Dashboard`, true, false],
  ['/order/ticket', `${P}OrderManagement`, true, false],
  ['/order/edit', `${P}OrderManagement`, true, false],
  ['/order/list', `${P}OrderManagement`, false, false],
  ['/order/printBatchAssign', `${P}OrderManagement`, true, true],
  ['/order/printTicketHome', `${P}OrderManagement`, false, false],
  ['/order/printPartTicket', `${P}OrderManagement`, true, true],
  ['/order/printCutting', `${P}OrderManagement`, true, true],
  ['/order/printPartCutting', `${P}OrderManagement`, true, true],
  ['/order/partPrintView', `${P}OrderManagement`, true, true],
  ['/procedurePrice/list', `${P}ProcedurePriceManagement`, false, false],
  // /wage
  ['/wage/index', `${P}SalaryManagement`, false, false],
  ['/wage/printPayslip', `${P}SalaryManagement`, true, true],
  ['/wage/payrollPrint', `${P}SalaryManagement`, true, true],
  ['/wage/printWage', `${P}SalaryManagement`, true, true],
  ['/wage/report', `${P}SalaryManagement`, false, false],
  ['/wage/yearStatistics', `${P}SalaryManagement`, false, false],
  ['/wage/monthOrganizationStatistics', `${P}SalaryManagement`, false, false],
  ['/wage/userSalaryMonthReport', `${P}SalaryManagement`, false, false],
  ['/wage/settleDetail', `${P}SalaryManagement`, true, false],
  ['/wage/salaryConfirmDetail', `${P}SalaryManagement`, true, false],
  ['/wage/settleSalaryReport', `${P}SalaryManagement`, false, false],
  ['/wage/salaryDeductionDetail', `${P}SalaryManagement.Deduction`, false, false],
  // /cuttingTimes
  ['/cuttingTimes/list', `${P}CuttingList`, false, false],
  ['/cuttingTimes/cuttingListPrint', `${P}CuttingList`, true, true],
  ['/cuttingTimes/cuttingReport', `${P}CuttingList`, false, false],
  // /outsourceManager
  ['/outsourceManager/list', `${P}OutOrderManagement`, false, false],
  ['/outsourceManager/OutOrderDetail', `${P}OutOrderManagement`, true, false],
  ['/outsourceManager/outOrderTicketPrint', `${P}OutOrderManagement`, true, true],
  ['/outsourceManager/outSources', `${P}OutOrderManagement`, false, false],
  ['/qcManage/list', `${P}QualityCheckManagement`, false, true],
  ['/report/list', `${P}ReportCenter`, false, false],
  ['/report/memberTicketLog', `${P}ReportCenter.OrganizationMemberTicketLogs`, false, false],
  ['/customer/index', `${P}CustomerManagement`, false, false],
  ['/factory/index', `${P}FactoryManagement`, false, false],
  ['/user/index', `${P}UserManagement`, false, false],
  ['/user/registrationList', `${P}UserManagement.ApproveRegistrationApplication`, false, false],
  ['/role/index', `${P}RoleManagement`, false, false],
  ['/application/list', `${P}ProductionAssistant`, false, false],
  ['/auditLog/index', `${P}AuditLog`, false, false],
  ['/openApi/index', `${P}OpenApi`, false, false],
  ['/systemSetting/index', `${P}GlobalSettings`, false, false],
  // Renewing is for who pays (the admin role has it), not every user.
  ['/rentPrice/index', `${P}Subscription`, true, false],
  // no permission check on production and kanban
  ['/production/home', null, false, false],
  ['/production/progress', null, false, false],
  ['/production/summary', null, false, false],
  ['/production/receipt', null, false, false],
  ['/kanban/summary', null, false, false],
  ['/kanban/daySalary', null, false, false],
  // host area
  ['/host/tenantApplication', `${HP}TenantApplication`, false, false],
  ['/host/tenant', `${HP}TenantManagement`, false, false],
  ['/host/user', `${HP}UserManagement`, false, false],
  ['/host/role', `${HP}RoleManagement`, false, false],
  ['/host/price', `${HP}PriceManagement`, false, false],
  ['/host/advertisement', `${HP}Advertisement`, false, false],
];

const flat = flattenRoutes(ROUTE_TABLE);
const pages = flat.filter(({ route }) => !isContainer(route)).map(({ route }) => route);

describe('route table', () => {
  it.each(GATED)('%s requires %s (hidden %s, noCache %s)', (path, permission, hidden, noCache) => {
    const route = findRouteByPath(ROUTE_TABLE, path)?.route;
    expect(route, path).toBeDefined();
    expect(route?.path).toBe(path);
    expect(route?.public).toBeUndefined();
    expect(route?.permission ?? null).toEqual(permission);
    expect(route?.hidden ?? false).toBe(hidden);
    expect(route?.noCache ?? false).toBe(noCache);
  });

  it.each(PUBLIC_PATHS)('%s is public', (path) => {
    expect(findRouteByPath(ROUTE_TABLE, path)?.route.public).toBe(true);
  });

  it('hides /externalUser and the /redirect helper', () => {
    expect(findRouteByPath(ROUTE_TABLE, '/externalUser')?.route.hidden).toBe(true);
    expect(findRouteByPath(ROUTE_TABLE, '/redirect/:path*')?.route.hidden).toBe(true);
  });

  it('holds exactly the pages of the spec', () => {
    expect(pages.map((r) => r.path).sort()).toEqual([...PUBLIC_PATHS, ...GATED.map(([path]) => path)].sort());
  });

  it('has unique route names (the cache keys) and unique paths', () => {
    const names = flat.map(({ route }) => route.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = flat.map(({ route }) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names the renew page RentPrice', () => {
    expect(findRouteByPath(ROUTE_TABLE, '/rentPrice/index')?.route.name).toBe('RentPrice');
  });

  it('pins only the Dashboard tab', () => {
    expect(pages.filter((r) => r.affix === true).map((r) => r.path)).toEqual(['/dashboard']);
  });

  it('gives every signed-in page either a permission or an explicit guarded: false', () => {
    for (const route of pages.filter((r) => r.public !== true)) {
      expect(route.permission === undefined, route.path).toBe(route.guarded === false);
    }
  });

  it('uses catalogue permissions, tenant ones on the tenant side and host ones under /host on the host side', () => {
    for (const { route } of flat) {
      const names = route.permission === undefined ? [] : [route.permission].flat();
      if (route.side === 'host') {
        expect(route.path.startsWith('/host/'), route.path).toBe(true);
        for (const name of names) expect(ALL_HOST_PERMISSIONS, route.path).toContain(name);
      } else {
        expect(route.path.startsWith('/host'), route.path).toBe(false);
        for (const name of names) expect(ALL_TENANT_PERMISSIONS, route.path).toContain(name);
      }
      if (route.public !== true && route.name !== 'Dashboard') expect(route.side, route.path).toMatch(/^(tenant|host)$/);
    }
  });

  it('points every activeMenu at a page shown in the menu, and hidden gated pages have one (except renew)', () => {
    for (const route of pages) {
      if (route.activeMenu !== undefined) {
        const target = findRouteByPath(ROUTE_TABLE, route.activeMenu)?.route;
        expect(target, route.path).toBeDefined();
        expect(target?.hidden, route.path).toBeUndefined();
        // The list a hidden page is opened from needs the same permission (statistics is the spec's exception).
        if (route.path !== '/order/statistics') expect(target?.permission, route.path).toEqual(route.permission);
      } else if (route.hidden === true && route.public !== true) {
        expect(route.name).toBe('RentPrice');
      }
    }
  });

  it('redirects only to other existing routes', () => {
    for (const { route } of flat.filter(({ route }) => route.redirect !== undefined)) {
      expect(route.redirect).not.toBe(route.path);
      expect(findRouteByPath(ROUTE_TABLE, route.redirect ?? '')).not.toBeNull();
    }
  });

  const titleKeys = flat.flatMap(({ route }) => [route.title, ...(route.newTitle === undefined ? [] : [route.newTitle])]);

  it('translates every title and the application title in every language', () => {
    const keys = [APP_TITLE_KEY, ...titleKeys];
    for (const locale of LOCALES) for (const key of keys) expect(DICTIONARIES[locale][key], `${locale} ${key}`).toBeTruthy();
    expect(DICTIONARIES['zh-Hans'][APP_TITLE_KEY]).toBe('电子菲票');
    expect(DICTIONARIES['zh-Hans']['Route.Product']).toBe('款式管理');
    expect(DICTIONARIES['zh-Hant']['Route.Wage']).toBe('工資管理');
  });

  it('keeps every title key used by some route (no dead texts)', () => {
    const used = new Set([APP_TITLE_KEY, ...titleKeys]);
    expect(Object.keys(DICTIONARIES.en).filter((key) => key.startsWith('Route.') && !used.has(key))).toEqual([]);
  });
});
