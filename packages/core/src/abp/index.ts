export {
  ABP_ERROR_FORMAT_HEADER,
  CORRELATION_ID_HEADER,
  ErrorCodes,
  isAbpErrorBody,
  type AbpErrorBody,
  type AbpErrorInfo,
  type AbpValidationError,
  type ErrorCode,
} from './abp-error.types';
export {
  FeatureNames,
  SettingNames,
  type ApplicationConfiguration,
  type SessionUserInfo,
  type TokenResponse,
} from './app-config.types';
export {
  ErrorDurations,
  ErrorTextKeys,
  NETWORK_ERROR_STATUS,
  TIMEOUT_STATUS,
  describeHttpError,
  errorDisplayText,
  type ErrorDisplay,
  type ErrorDisplayKind,
  type ErrorDurationMs,
  type HeaderSource,
  type HttpErrorInput,
  type TranslateFn,
} from './error-catalog';
export {
  ALL_HOST_PERMISSIONS,
  ALL_TENANT_PERMISSIONS,
  HostPermissions,
  TenantPermissions,
  WORKER_PERMISSIONS,
  parentPermission,
  type HostPermission,
  type PermissionName,
  type TenantPermission,
} from './permission-names';
export {
  areFeaturesEnabled,
  isFeatureEnabled,
  isGranted,
  type FeatureValues,
  type GrantedPolicies,
  type PermissionMode,
} from './permissions';
export { AbpContracts } from './abp.contracts';
