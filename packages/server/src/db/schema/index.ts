export { auditEntityChanges, auditLogs } from './audit';
export {
  customers,
  factories,
  partTemplates,
  procedureTemplates,
  productCategories,
  productParts,
  productProcedurePrices,
  productProcedures,
  products,
  technicalLevels,
} from './catalog';
export {
  authAttempts,
  hostAuditLogs,
  hostRolePermissions,
  hostRoles,
  hostSettings,
  hostUserRoles,
  hostUsers,
  refreshTokens,
  tenants,
} from './host';
export { AssistantStatus, assistantApplications, organizations, rolePermissions, roles, userRoles, users } from './identity';
export { JoinApplicationStatus, NoticeType, joinApplications, notices } from './notices';
export { bundles, cuttingTimes, orderProcedures, orders, partTickets, productionCounters, voidedTicketCodes } from './production';
export { bundleProcedureClaims, productionDayTotals, productionReceipts, ticketLogs } from './scanning';
export { featureValues, settings } from './settings';
export { wageAdjustments, wageSettledDays, wageSettlementItems, wageSettlements } from './wages';

/** Tables without tenant RLS (everything else has tenant_id + ENABLE/FORCE RLS; a test checks both lists). */
export const HOST_TABLES = [
  'tenants',
  'host_users',
  'host_roles',
  'host_role_permissions',
  'host_user_roles',
  'refresh_tokens',
  'auth_attempts',
  'host_settings',
  'host_audit_logs',
] as const;
