export {
  createApprovalEndpoints,
  type ApprovalEndpoints,
  type AssistantEndpoints,
  type JoinApplicationAdminEndpoints,
  type JoinApplicationPassBody,
} from './endpoints/approvals';
export { createBusinessEndpoints, type BusinessEndpoints } from './business';
export { DEFAULT_TIMEOUT_MS, createApiClient, type ApiClient, type ApiClientOptions } from './create-client';
export {
  CHANGE_PASSWORD_PATH,
  LOGOUT_PATH,
  TOKEN_PATH,
  TOKEN_REFRESH_PATH,
  readTokenResponse,
  type AccountEndpoints,
  type ChangePasswordInput,
  type LoginInput,
} from './endpoints/account';
export type { AbpEndpoints } from './endpoints/abp';
export {
  createCatalogEndpoints,
  type CatalogEndpoints,
  type CatalogResourceEndpoints,
  type CustomerEndpoints,
  type FactoryEndpoints,
  type PartTemplateEndpoints,
  type ProcedurePriceEndpoints,
  type ProcedureTemplateEndpoints,
  type ProductCategoryEndpoints,
  type ProductEndpoints,
  type SearchLookupEndpoints,
  type TechnicalLevelEndpoints,
} from './endpoints/catalog';
export {
  JOIN_APPLICATION_NOTICE_TYPE,
  type JoinApplicationEndpoints,
  type JoinApplicationInput,
  type Notice,
  type NoticeEndpoints,
  type NoticeListQuery,
} from './endpoints/notices';
export type { OrderEndpoints, OrderStatisticsQuery } from './endpoints/orders';
export { createPeopleEndpoints, type OrganizationEndpoints, type PeopleEndpoints, type RoleEndpoints, type UpdateRoleInput, type UserEndpoints } from './endpoints/people';
export {
  createProductionEndpoints,
  type BundleEndpoints,
  type BundleListQuery,
  type CuttingListPrintDto,
  type CuttingTimeEndpoints,
  type ProductionEndpoints,
} from './endpoints/production';
export { createReportEndpoints, type ReportEndpoints } from './endpoints/reports';
export { createScanningEndpoints, type ScanRequest, type ScanningEndpoints } from './endpoints/scanning';
export { createProductionBoardEndpoints, type ProductionBoardEndpoints } from './endpoints/production-board';
export { createWageEndpoints, type WageAdjustmentEndpoints, type WageEndpoints, type WageListEndpoints, type WageReportEndpoints, type WageSettlementEndpoints, type WageSettlementItemEndpoints, type WageSettlementRequest } from './endpoints/wages';
export { createWageStatisticsEndpoints, type WageStatisticsEndpoints } from './endpoints/wage-statistics';
export type { LooseRecord } from './endpoints/paging.types';
export type { SessionEndpoints } from './endpoints/session';
export { ApiError, isApiError, toApiError, validationErrorsByMember, type ApiErrorInit, type ApiErrorKind } from './errors';
export type { PrefetchedRead } from './prefetched';
export { DEFAULT_TENANT_HEADER, buildRequestHeaders, storedLocale, type RequestHeaderInput } from './headers';
export type { ApiRequest, AuthMode, CallOptions, HttpMethod, JsonBody, QueryParams, RequestOptions } from './request.types';
