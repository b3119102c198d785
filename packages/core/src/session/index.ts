export { REFRESH_FLAG_STARTED, StorageKeys, type StorageKey } from './storage-keys';
export {
  TOKEN_EXPIRY_SKEW_SECONDS,
  clearRefreshFlag,
  clearTokens,
  computeExpiry,
  createTokenRefresher,
  endSession,
  getValidAccessToken,
  hasRefreshFlag,
  isAccessTokenValid,
  storeTokens,
  withAuthRetry,
  type TokenRefresher,
  type TokenRefresherOptions,
} from './token';
export {
  SESSION_USER_INFO_PATHS,
  sessionMachine,
  sessionSelectors,
  sideOf,
  type LoadAppConfigInput,
  type LoadUserInfoInput,
  type LogoutInput,
  type SessionContext,
  type SessionError,
  type SessionEvent,
  type SessionInput,
  type SessionMachine,
  type SessionSide,
  type SessionSnapshot,
} from './session.machine';
export { SessionContracts, TokenContracts, type ChangePasswordBody, type LoginBody } from './account.contracts';
