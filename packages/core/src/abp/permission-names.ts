/**
 * The permission catalogue (product-spec §2, §6). Route guards, the menu, the server's policy checks and
 * the role permission tree all read these names, so they are defined once, here.
 * Tenant permissions start with Eticket.Tenant, host permissions with Eticket.Host.
 */
const T = 'Eticket.Tenant';
const H = 'Eticket.Host';

export const TenantPermissions = {
  Dashboard: `${T}.Dashboard`,
  ProductManagement: `${T}.ProductManagement`,
  ProductManagementCreate: `${T}.ProductManagement.Create`,
  ProductManagementEdit: `${T}.ProductManagement.Edit`,
  ProductManagementDelete: `${T}.ProductManagement.Delete`,
  ProductCategoryManagement: `${T}.ProductCategoryManagement`,
  ProductCategoryManagementCreate: `${T}.ProductCategoryManagement.Create`,
  ProductCategoryManagementEdit: `${T}.ProductCategoryManagement.Edit`,
  ProductCategoryManagementDelete: `${T}.ProductCategoryManagement.Delete`,
  PartTemplateManagement: `${T}.PartTemplateManagement`,
  PartTemplateManagementCreate: `${T}.PartTemplateManagement.Create`,
  PartTemplateManagementEdit: `${T}.PartTemplateManagement.Edit`,
  PartTemplateManagementDelete: `${T}.PartTemplateManagement.Delete`,
  ProcedureTemplateManagement: `${T}.ProcedureTemplateManagement`,
  ProcedureTemplateManagementCreate: `${T}.ProcedureTemplateManagement.Create`,
  ProcedureTemplateManagementEdit: `${T}.ProcedureTemplateManagement.Edit`,
  ProcedureTemplateManagementDelete: `${T}.ProcedureTemplateManagement.Delete`,
  TechnicalLevelManagement: `${T}.TechnicalLevelManagement`,
  TechnicalLevelManagementCreate: `${T}.TechnicalLevelManagement.Create`,
  TechnicalLevelManagementEdit: `${T}.TechnicalLevelManagement.Edit`,
  TechnicalLevelManagementDelete: `${T}.TechnicalLevelManagement.Delete`,
  ProcedurePriceManagement: `${T}.ProcedurePriceManagement`,
  ProcedurePriceManagementEdit: `${T}.ProcedurePriceManagement.Edit`,
  OrderManagement: `${T}.OrderManagement`,
  OrderManagementCreate: `${T}.OrderManagement.Create`,
  OrderManagementEdit: `${T}.OrderManagement.Edit`,
  OrderManagementDelete: `${T}.OrderManagement.Delete`,
  OrderManagementPrint: `${T}.OrderManagement.Print`,
  CuttingList: `${T}.CuttingList`,
  CuttingListCreate: `${T}.CuttingList.Create`,
  CuttingListEdit: `${T}.CuttingList.Edit`,
  CuttingListDelete: `${T}.CuttingList.Delete`,
  SalaryManagement: `${T}.SalaryManagement`,
  SalaryManagementSettle: `${T}.SalaryManagement.Settle`,
  SalaryManagementUnlock: `${T}.SalaryManagement.Unlock`,
  SalaryManagementForceConfirm: `${T}.SalaryManagement.ForceConfirm`,
  SalaryManagementDeduction: `${T}.SalaryManagement.Deduction`,
  OutOrderManagement: `${T}.OutOrderManagement`,
  OutOrderManagementCreate: `${T}.OutOrderManagement.Create`,
  OutOrderManagementEdit: `${T}.OutOrderManagement.Edit`,
  OutOrderManagementDelete: `${T}.OutOrderManagement.Delete`,
  QualityCheckManagement: `${T}.QualityCheckManagement`,
  QualityCheckManagementCreate: `${T}.QualityCheckManagement.Create`,
  QualityCheckManagementEdit: `${T}.QualityCheckManagement.Edit`,
  QualityCheckManagementDelete: `${T}.QualityCheckManagement.Delete`,
  ReportCenter: `${T}.ReportCenter`,
  ReportCenterOrganizationMemberTicketLogs: `${T}.ReportCenter.OrganizationMemberTicketLogs`,
  ReportCenterRevokeTicketLog: `${T}.ReportCenter.OrganizationMemberTicketLogs.Revoke`,
  CustomerManagement: `${T}.CustomerManagement`,
  CustomerManagementCreate: `${T}.CustomerManagement.Create`,
  CustomerManagementEdit: `${T}.CustomerManagement.Edit`,
  CustomerManagementDelete: `${T}.CustomerManagement.Delete`,
  FactoryManagement: `${T}.FactoryManagement`,
  FactoryManagementCreate: `${T}.FactoryManagement.Create`,
  FactoryManagementEdit: `${T}.FactoryManagement.Edit`,
  FactoryManagementDelete: `${T}.FactoryManagement.Delete`,
  UserManagement: `${T}.UserManagement`,
  UserManagementCreate: `${T}.UserManagement.Create`,
  UserManagementEdit: `${T}.UserManagement.Edit`,
  UserManagementDelete: `${T}.UserManagement.Delete`,
  UserManagementApproveRegistrationApplication: `${T}.UserManagement.ApproveRegistrationApplication`,
  RoleManagement: `${T}.RoleManagement`,
  RoleManagementCreate: `${T}.RoleManagement.Create`,
  RoleManagementEdit: `${T}.RoleManagement.Edit`,
  RoleManagementDelete: `${T}.RoleManagement.Delete`,
  ProductionAssistant: `${T}.ProductionAssistant`,
  AuditLog: `${T}.AuditLog`,
  OpenApi: `${T}.OpenApi`,
  OpenApiCreate: `${T}.OpenApi.Create`,
  OpenApiEdit: `${T}.OpenApi.Edit`,
  OpenApiDelete: `${T}.OpenApi.Delete`,
  GlobalSettings: `${T}.GlobalSettings`,
  GlobalSettingsEdit: `${T}.GlobalSettings.Edit`,
  /** Renew or upgrade the company's subscription (the RentPrice page): who pays, not every user. */
  Subscription: `${T}.Subscription`,
  /** Report work by scanning bundle tickets (the worker's own work). */
  TicketScan: `${T}.TicketScan`,
  /** See one's own ticket logs and wages. */
  MySalary: `${T}.MySalary`,
} as const;

export const HostPermissions = {
  TenantApplication: `${H}.TenantApplication`,
  TenantApplicationPass: `${H}.TenantApplication.Pass`,
  TenantApplicationReject: `${H}.TenantApplication.Reject`,
  TenantManagement: `${H}.TenantManagement`,
  TenantManagementCreate: `${H}.TenantManagement.Create`,
  TenantManagementEdit: `${H}.TenantManagement.Edit`,
  TenantManagementDelete: `${H}.TenantManagement.Delete`,
  TenantManagementRenew: `${H}.TenantManagement.Renew`,
  UserManagement: `${H}.UserManagement`,
  UserManagementCreate: `${H}.UserManagement.Create`,
  UserManagementEdit: `${H}.UserManagement.Edit`,
  UserManagementDelete: `${H}.UserManagement.Delete`,
  RoleManagement: `${H}.RoleManagement`,
  RoleManagementCreate: `${H}.RoleManagement.Create`,
  RoleManagementEdit: `${H}.RoleManagement.Edit`,
  RoleManagementDelete: `${H}.RoleManagement.Delete`,
  PriceManagement: `${H}.PriceManagement`,
  PriceManagementCreate: `${H}.PriceManagement.Create`,
  PriceManagementEdit: `${H}.PriceManagement.Edit`,
  PriceManagementDelete: `${H}.PriceManagement.Delete`,
  Advertisement: `${H}.Advertisement`,
  AdvertisementCreate: `${H}.Advertisement.Create`,
  AdvertisementEdit: `${H}.Advertisement.Edit`,
  AdvertisementDelete: `${H}.Advertisement.Delete`,
} as const;

export type TenantPermission = (typeof TenantPermissions)[keyof typeof TenantPermissions];
export type HostPermission = (typeof HostPermissions)[keyof typeof HostPermissions];
export type PermissionName = TenantPermission | HostPermission;

export const ALL_TENANT_PERMISSIONS: readonly TenantPermission[] = Object.values(TenantPermissions);
export const ALL_HOST_PERMISSIONS: readonly HostPermission[] = Object.values(HostPermissions);

/** The built-in worker role: scanning and own wages only. */
export const WORKER_PERMISSIONS: readonly TenantPermission[] = [TenantPermissions.TicketScan, TenantPermissions.MySalary];

/**
 * The parent of a dotted permission within the catalogue (ABP: a child is usable only with its parent),
 * or null for a top-level one.
 */
export function parentPermission(name: string): string | null {
  const all: readonly string[] = [...ALL_TENANT_PERMISSIONS, ...ALL_HOST_PERMISSIONS];
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const parent = name.slice(0, dot);
  return all.includes(parent) ? parent : null;
}
