import { HostPermissions as H, TenantPermissions as T } from '../abp/permission-names';
import type { RouteDef } from './route-table.types';

/**
 * Every route of product-spec §2. The table is static: the sidebar, guard, breadcrumb and tags view
 * filter it by the granted policies at render time (no addRoutes/resetRouter dance).
 *
 * Conventions used below:
 * - detail, edit and print pages are hidden and point `activeMenu` at the list they are opened from;
 * - print views are `noCache` (each print is prepared afresh), as is /qcManage/list (spec);
 * - single-child groups reuse their child's title and stay out of the breadcrumb.
 */

export const LOGIN_PATH = '/account/login';
export const DASHBOARD_PATH = '/dashboard';
export const FORBIDDEN_PATH = '/403';
export const NOT_FOUND_PATH = '/404';
/** Prefix of the helper route that re-enters a page (tab refresh): /redirect/{path}. */
export const REDIRECT_PREFIX = '/redirect';
/** Name of the Dashboard route (the pinned tab; head of every breadcrumb). */
export const DASHBOARD_ROUTE_NAME = 'Dashboard';
/** Name of the /redirect/{path} helper route. */
export const REDIRECT_ROUTE_NAME = 'Redirect';
/** i18n key of the application title (the part after ' - ' in the page title). */
export const APP_TITLE_KEY = 'App.Title';

/** A hidden page opened from `list`: highlights that list in the sidebar. */
const detail = (list: string) => ({ hidden: true, activeMenu: list }) as const;
/** A hidden print view opened from `list`: not kept alive. */
const print = (list: string) => ({ hidden: true, noCache: true, activeMenu: list }) as const;
const tenant = { side: 'tenant' } as const;
const host = { side: 'host' } as const;

const publicRoutes: readonly RouteDef[] = [
  { path: LOGIN_PATH, name: 'AccountLogin', title: 'Route.Login', public: true },
  { path: '/account/register', name: 'AccountRegister', title: 'Route.Register', public: true },
  { path: '/account/signup', name: 'AccountSignup', title: 'Route.Signup', public: true },
  { path: '/account/pricing', name: 'AccountPricing', title: 'Route.Pricing', public: true },
  { path: '/account/download', name: 'AccountDownload', title: 'Route.Download', public: true },
  { path: '/account/renewal', name: 'AccountRenewal', title: 'Route.Renewal', public: true },
  { path: '/account', name: 'Account', title: 'Route.Login', public: true, redirect: LOGIN_PATH },
  { path: '/download', name: 'Download', title: 'Route.Download', public: true },
  { path: '/register', name: 'Register', title: 'Route.Register', public: true },
  { path: '/signup', name: 'Signup', title: 'Route.Signup', public: true },
  { path: '/en/signup', name: 'SignupEn', title: 'Route.Signup', public: true },
  { path: '/signup2', name: 'Signup2', title: 'Route.Signup', public: true },
  { path: FORBIDDEN_PATH, name: 'Forbidden', title: 'Route.Forbidden', public: true },
  { path: NOT_FOUND_PATH, name: 'NotFound', title: 'Route.NotFound', public: true },
  { path: '/privacy', name: 'Privacy', title: 'Route.Privacy', public: true },
  { path: '/agreement', name: 'Agreement', title: 'Route.Agreement', public: true },
  { path: '/externalUser', name: 'ExternalUser', title: 'Route.ExternalUser', public: true, hidden: true },
  {
    path: `${REDIRECT_PREFIX}/:path*`,
    name: REDIRECT_ROUTE_NAME,
    title: 'Route.Redirect',
    public: true,
    hidden: true,
    noCache: true,
    breadcrumb: false,
  },
];

const dashboard: RouteDef = {
  path: DASHBOARD_PATH,
  name: DASHBOARD_ROUTE_NAME,
  title: 'Route.Dashboard',
  side: 'any',
  guarded: false,
  affix: true,
  icon: 'dashboard',
};

/** Who sees the production and kanban boards in the menu (the pages themselves are unguarded). */
const MANAGERS = [T.Dashboard, T.ReportCenter, T.OrderManagement, T.CuttingList, T.SalaryManagement] as const;

const tenantRoutes: readonly RouteDef[] = [
  // What a worker does comes first: scan a ticket, see what was reported, then what it pays.
  {
    path: '/scan',
    name: 'Scan',
    title: 'Route.Scan',
    icon: 'scan',
    ...tenant,
    children: [
      { path: '/scan/station', name: 'ScanStation', title: 'Route.ScanStation', permission: T.TicketScan, ...tenant },
      { path: '/scan/mine', name: 'ScanMine', title: 'Route.ScanMine', permission: [T.TicketScan, T.MySalary], ...tenant },
      // My wage follows my records: the live period and the settlements to confirm or dispute.
      { path: '/scan/wage', name: 'ScanWage', title: 'Route.ScanWage', permission: T.MySalary, ...tenant },
    ],
  },
  {
    path: '/product',
    name: 'Product',
    title: 'Route.Product',
    icon: 'shirt',
    ...tenant,
    children: [
      { path: '/product/list', name: 'ProductList', title: 'Route.ProductList', permission: T.ProductManagement, ...tenant },
      {
        path: '/product/edit',
        name: 'ProductEdit',
        title: 'Route.ProductEdit',
        newTitle: 'Route.ProductNew',
        permission: T.ProductManagement,
        ...tenant,
        ...detail('/product/list'),
      },
      {
        path: '/product/category',
        name: 'ProductCategory',
        title: 'Route.ProductCategory',
        permission: T.ProductCategoryManagement,
        ...tenant,
      },
      {
        path: '/product/partlist',
        name: 'PartTemplateList',
        title: 'Route.PartTemplateList',
        permission: T.PartTemplateManagement,
        ...tenant,
      },
      {
        path: '/product/partedit',
        name: 'PartTemplateEdit',
        title: 'Route.PartTemplateEdit',
        newTitle: 'Route.PartTemplateNew',
        permission: T.PartTemplateManagement,
        ...tenant,
        ...detail('/product/partlist'),
      },
      {
        path: '/product/procedurelist',
        name: 'ProcedureTemplateList',
        title: 'Route.ProcedureTemplateList',
        permission: T.ProcedureTemplateManagement,
        ...tenant,
      },
      {
        path: '/product/procedureedit',
        name: 'ProcedureTemplateEdit',
        title: 'Route.ProcedureTemplateEdit',
        newTitle: 'Route.ProcedureTemplateNew',
        permission: T.ProcedureTemplateManagement,
        ...tenant,
        ...detail('/product/procedurelist'),
      },
    ],
  },
  {
    path: '/order',
    name: 'Order',
    title: 'Route.Order',
    icon: 'clipboard',
    ...tenant,
    children: [
      { path: '/order/list', name: 'OrderList', title: 'Route.OrderList', permission: T.OrderManagement, ...tenant },
      {
        path: '/order/printTicketHome',
        name: 'OrderPrintTicketHome',
        title: 'Route.OrderPrintTicketHome',
        permission: T.OrderManagement,
        ...tenant,
      },
      {
        path: '/order/edit',
        name: 'OrderEdit',
        title: 'Route.OrderEdit',
        newTitle: 'Route.OrderNew',
        permission: T.OrderManagement,
        ...tenant,
        ...detail('/order/list'),
      },
      {
        // The spec gates order statistics by the Dashboard permission, not OrderManagement.
        path: '/order/statistics',
        name: 'OrderStatistics',
        title: 'Route.OrderStatistics',
        permission: T.Dashboard,
        ...tenant,
        ...detail('/order/list'),
      },
      {
        path: '/order/ticket',
        name: 'OrderTicket',
        title: 'Route.OrderTicket',
        permission: T.OrderManagement,
        ...tenant,
        ...detail('/order/list'),
      },
      {
        path: '/order/printBatchAssign',
        name: 'OrderPrintBatchAssign',
        title: 'Route.OrderPrintBatchAssign',
        permission: T.OrderManagement,
        ...tenant,
        ...print('/order/printTicketHome'),
      },
      {
        path: '/order/printPartTicket',
        name: 'OrderPrintPartTicket',
        title: 'Route.OrderPrintPartTicket',
        permission: T.OrderManagement,
        ...tenant,
        ...print('/order/printTicketHome'),
      },
      {
        path: '/order/printCutting',
        name: 'OrderPrintCutting',
        title: 'Route.OrderPrintCutting',
        permission: T.OrderManagement,
        ...tenant,
        ...print('/order/list'),
      },
      {
        path: '/order/printPartCutting',
        name: 'OrderPrintPartCutting',
        title: 'Route.OrderPrintPartCutting',
        permission: T.OrderManagement,
        ...tenant,
        ...print('/order/list'),
      },
      {
        path: '/order/partPrintView',
        name: 'OrderPartPrintView',
        title: 'Route.OrderPartPrintView',
        permission: T.OrderManagement,
        ...tenant,
        ...print('/order/printTicketHome'),
      },
    ],
  },
  {
    path: '/procedurePrice',
    name: 'ProcedurePrice',
    title: 'Route.ProcedurePriceList',
    icon: 'price-tag',
    breadcrumb: false,
    ...tenant,
    children: [
      {
        path: '/procedurePrice/list',
        name: 'ProcedurePriceList',
        title: 'Route.ProcedurePriceList',
        permission: T.ProcedurePriceManagement,
        ...tenant,
      },
    ],
  },
  {
    path: '/wage',
    name: 'Wage',
    title: 'Route.Wage',
    icon: 'wallet',
    ...tenant,
    children: [
      { path: '/wage/index', name: 'WageIndex', title: 'Route.WageIndex', permission: T.SalaryManagement, ...tenant },
      {
        path: '/wage/settleSalaryReport',
        name: 'WageSettleSalaryReport',
        title: 'Route.WageSettleSalaryReport',
        permission: T.SalaryManagement,
        ...tenant,
      },
      { path: '/wage/report', name: 'WageReport', title: 'Route.WageReport', permission: T.SalaryManagement, ...tenant },
      {
        path: '/wage/yearStatistics',
        name: 'WageYearStatistics',
        title: 'Route.WageYearStatistics',
        permission: T.SalaryManagement,
        ...tenant,
      },
      {
        path: '/wage/monthOrganizationStatistics',
        name: 'WageMonthOrganizationStatistics',
        title: 'Route.WageMonthOrganizationStatistics',
        permission: T.SalaryManagement,
        ...tenant,
      },
      {
        path: '/wage/userSalaryMonthReport',
        name: 'WageUserSalaryMonthReport',
        title: 'Route.WageUserSalaryMonthReport',
        permission: T.SalaryManagement,
        ...tenant,
      },
      {
        path: '/wage/salaryDeductionDetail',
        name: 'WageSalaryDeductionDetail',
        title: 'Route.WageSalaryDeductionDetail',
        permission: T.SalaryManagementDeduction,
        ...tenant,
      },
      {
        path: '/wage/settleDetail',
        name: 'WageSettleDetail',
        title: 'Route.WageSettleDetail',
        permission: T.SalaryManagement,
        ...tenant,
        ...detail('/wage/settleSalaryReport'),
      },
      {
        path: '/wage/salaryConfirmDetail',
        name: 'WageSalaryConfirmDetail',
        title: 'Route.WageSalaryConfirmDetail',
        permission: T.SalaryManagement,
        ...tenant,
        ...detail('/wage/settleSalaryReport'),
      },
      {
        path: '/wage/printPayslip',
        name: 'WagePrintPayslip',
        title: 'Route.WagePrintPayslip',
        permission: T.SalaryManagement,
        ...tenant,
        ...print('/wage/index'),
      },
      {
        path: '/wage/payrollPrint',
        name: 'WagePayrollPrint',
        title: 'Route.WagePayrollPrint',
        permission: T.SalaryManagement,
        ...tenant,
        ...print('/wage/settleSalaryReport'),
      },
      {
        path: '/wage/printWage',
        name: 'WagePrintWage',
        title: 'Route.WagePrintWage',
        permission: T.SalaryManagement,
        ...tenant,
        ...print('/wage/index'),
      },
    ],
  },
  {
    path: '/cuttingTimes',
    name: 'CuttingTimes',
    title: 'Route.CuttingTimes',
    icon: 'scissors',
    ...tenant,
    children: [
      { path: '/cuttingTimes/list', name: 'CuttingTimesList', title: 'Route.CuttingTimesList', permission: T.CuttingList, ...tenant },
      {
        path: '/cuttingTimes/cuttingReport',
        name: 'CuttingReport',
        title: 'Route.CuttingReport',
        permission: T.CuttingList,
        ...tenant,
      },
      {
        path: '/cuttingTimes/cuttingListPrint',
        name: 'CuttingListPrint',
        title: 'Route.CuttingListPrint',
        permission: T.CuttingList,
        ...tenant,
        ...print('/cuttingTimes/list'),
      },
    ],
  },
  {
    path: '/outsourceManager',
    name: 'OutsourceManager',
    title: 'Route.OutsourceManager',
    icon: 'truck',
    ...tenant,
    children: [
      {
        path: '/outsourceManager/list',
        name: 'OutOrderList',
        title: 'Route.OutOrderList',
        permission: T.OutOrderManagement,
        ...tenant,
      },
      {
        path: '/outsourceManager/outSources',
        name: 'OutSources',
        title: 'Route.OutSources',
        permission: T.OutOrderManagement,
        ...tenant,
      },
      {
        path: '/outsourceManager/OutOrderDetail',
        name: 'OutOrderDetail',
        title: 'Route.OutOrderDetail',
        permission: T.OutOrderManagement,
        ...tenant,
        ...detail('/outsourceManager/list'),
      },
      {
        path: '/outsourceManager/outOrderTicketPrint',
        name: 'OutOrderTicketPrint',
        title: 'Route.OutOrderTicketPrint',
        permission: T.OutOrderManagement,
        ...tenant,
        ...print('/outsourceManager/list'),
      },
    ],
  },
  {
    path: '/qcManage',
    name: 'QcManage',
    title: 'Route.QcManageList',
    icon: 'check-circle',
    breadcrumb: false,
    ...tenant,
    children: [
      {
        path: '/qcManage/list',
        name: 'QcManageList',
        title: 'Route.QcManageList',
        permission: T.QualityCheckManagement,
        noCache: true,
        ...tenant,
      },
    ],
  },
  {
    path: '/report',
    name: 'Report',
    title: 'Route.Report',
    icon: 'chart',
    ...tenant,
    children: [
      { path: '/report/list', name: 'ReportList', title: 'Route.ReportList', permission: T.ReportCenter, ...tenant },
      {
        path: '/report/memberTicketLog',
        name: 'ReportMemberTicketLog',
        title: 'Route.ReportMemberTicketLog',
        permission: T.ReportCenterOrganizationMemberTicketLogs,
        ...tenant,
      },
    ],
  },
  singlePage('/customer', 'CustomerIndex', 'Route.CustomerIndex', T.CustomerManagement, 'contacts'),
  singlePage('/factory', 'FactoryIndex', 'Route.FactoryIndex', T.FactoryManagement, 'factory'),
  {
    path: '/user',
    name: 'User',
    title: 'Route.User',
    icon: 'user',
    ...tenant,
    children: [
      { path: '/user/index', name: 'UserIndex', title: 'Route.UserIndex', permission: T.UserManagement, ...tenant },
      {
        path: '/user/registrationList',
        name: 'UserRegistrationList',
        title: 'Route.UserRegistrationList',
        permission: T.UserManagementApproveRegistrationApplication,
        ...tenant,
      },
    ],
  },
  singlePage('/role', 'RoleIndex', 'Route.Role', T.RoleManagement, 'shield'),
  singlePage('/application', 'ApplicationList', 'Route.ApplicationList', T.ProductionAssistant, 'assistant', 'list'),
  singlePage('/auditLog', 'AuditLogIndex', 'Route.AuditLogIndex', T.AuditLog, 'history'),
  singlePage('/openApi', 'OpenApiIndex', 'Route.OpenApiIndex', T.OpenApi, 'api'),
  singlePage('/systemSetting', 'SystemSettingIndex', 'Route.SystemSettingIndex', T.GlobalSettings, 'settings'),
  {
    path: '/production',
    name: 'Production',
    title: 'Route.Production',
    icon: 'production',
    ...tenant,
    children: [
      // The spec puts no permission check on production and kanban routes.
      { path: '/production/home', name: 'ProductionHome', title: 'Route.ProductionHome', guarded: false, menuPermission: MANAGERS, ...tenant },
      { path: '/production/progress', name: 'ProductionProgress', title: 'Route.ProductionProgress', guarded: false, menuPermission: MANAGERS, ...tenant },
      { path: '/production/summary', name: 'ProductionSummary', title: 'Route.ProductionSummary', guarded: false, menuPermission: MANAGERS, ...tenant },
      { path: '/production/receipt', name: 'ProductionReceipt', title: 'Route.ProductionReceipt', guarded: false, menuPermission: MANAGERS, ...tenant },
    ],
  },
  {
    path: '/kanban',
    name: 'Kanban',
    title: 'Route.Kanban',
    icon: 'monitor',
    ...tenant,
    children: [
      { path: '/kanban/summary', name: 'KanbanSummary', title: 'Route.KanbanSummary', guarded: false, menuPermission: MANAGERS, ...tenant },
      { path: '/kanban/daySalary', name: 'KanbanDaySalary', title: 'Route.KanbanDaySalary', guarded: false, menuPermission: MANAGERS, ...tenant },
    ],
  },
  // The upgrade/renew page: reached from the expiry warning and the company popover, never the sidebar.
  { path: '/rentPrice/index', name: 'RentPrice', title: 'Route.Renewal', permission: T.Subscription, hidden: true, ...tenant },
];

const hostRoutes: readonly RouteDef[] = [
  {
    path: '/host/tenantApplication',
    name: 'HostTenantApplication',
    title: 'Route.HostTenantApplication',
    permission: H.TenantApplication,
    icon: 'inbox',
    ...host,
  },
  { path: '/host/tenant', name: 'HostTenant', title: 'Route.HostTenant', permission: H.TenantManagement, icon: 'building', ...host },
  { path: '/host/user', name: 'HostUser', title: 'Route.User', permission: H.UserManagement, icon: 'user', ...host },
  { path: '/host/role', name: 'HostRole', title: 'Route.Role', permission: H.RoleManagement, icon: 'shield', ...host },
  { path: '/host/price', name: 'HostPrice', title: 'Route.HostPrice', permission: H.PriceManagement, icon: 'coins', ...host },
  {
    path: '/host/advertisement',
    name: 'HostAdvertisement',
    title: 'Route.HostAdvertisement',
    permission: H.Advertisement,
    icon: 'megaphone',
    ...host,
  },
];

/** A tenant group holding one page (`/<group>/<leaf>`): shown in the menu as that page alone. */
function singlePage(
  group: string,
  name: string,
  title: string,
  permission: string,
  icon: RouteDef['icon'] & string,
  leaf = 'index',
): RouteDef {
  return {
    path: group,
    name: `${name}Group`,
    title,
    icon,
    breadcrumb: false,
    side: 'tenant',
    children: [{ path: `${group}/${leaf}`, name, title, permission, side: 'tenant' }],
  };
}

/** The whole table in menu order: Dashboard first, then the tenant area, then the host area, then public pages. */
export const ROUTE_TABLE: readonly RouteDef[] = [dashboard, ...tenantRoutes, ...hostRoutes, ...publicRoutes];
