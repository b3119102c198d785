import type { TokenResponse } from '@eticket/core/abp';
import { SessionContracts, TokenContracts } from '@eticket/core/session';
import type { ApiRequest, CallOptions } from '../request.types';

export const TOKEN_PATH = '/api/eticket/token';
export const TOKEN_REFRESH_PATH = '/api/eticket/token/refresh';
export const LOGOUT_PATH = '/api/eticket/token/logout';
/** product-spec §7 writes `api/eticket/session/password`; the client always sends paths from the root. */
export const CHANGE_PASSWORD_PATH = '/api/eticket/session/password';

export interface LoginInput {
  /** The company; empty or absent logs in on the host side. */
  tenantName?: string;
  userName: string;
  password: string;
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export interface AccountEndpoints {
  /** POST /api/eticket/token, anonymous. The caller stores the tokens (session.login). */
  login(input: LoginInput, options?: CallOptions): Promise<TokenResponse>;
  /** POST /api/eticket/token/refresh {refreshToken}, anonymous and silent (failures end the session). */
  refreshToken(refreshToken: string, options?: CallOptions): Promise<TokenResponse>;
  /** POST /api/eticket/token/logout {refreshToken}: Bearer while valid, no refresh; silent unless told. */
  logout(refreshToken: string, options?: CallOptions): Promise<void>;
  /** PUT api/eticket/session/password {currentPassword, newPassword}. */
  changePassword(input: ChangePasswordInput, options?: CallOptions): Promise<void>;
}

/**
 * The tokens are written to storage and sent on every request, so a 2xx answer that is not a token
 * response is a failed request, not a session with an "undefined" token.
 */
export function readTokenResponse(value: unknown): TokenResponse {
  if (typeof value === 'object' && value !== null) {
    const { tenantId, accessToken, refreshToken, expiresIn } = value as Record<string, unknown>;
    if (
      typeof accessToken === 'string' &&
      accessToken !== '' &&
      typeof refreshToken === 'string' &&
      refreshToken !== '' &&
      typeof expiresIn === 'number' &&
      Number.isFinite(expiresIn) &&
      (tenantId === undefined || tenantId === null || typeof tenantId === 'string')
    ) {
      return { tenantId: tenantId ?? null, accessToken, refreshToken, expiresIn };
    }
  }
  throw new Error('Malformed token response');
}

export function createAccountEndpoints(request: ApiRequest): AccountEndpoints {
  function postForTokens(path: string, body: Record<string, string>, options: CallOptions): Promise<TokenResponse> {
    return request('POST', path, { ...options, body, auth: 'none', parse: readTokenResponse });
  }
  return {
    login: ({ tenantName, userName, password }, options = {}) => {
      const company = tenantName?.trim() ?? '';
      return postForTokens(TOKEN_PATH, company === '' ? { userName, password } : { tenantName: company, userName, password }, options);
    },
    refreshToken: (refreshToken, options = {}) => postForTokens(TOKEN_REFRESH_PATH, { refreshToken }, { silent: true, ...options }),
    logout: (refreshToken, options = {}) =>
      request(TokenContracts.logout.method, LOGOUT_PATH, { silent: true, ...options, body: { refreshToken }, auth: 'bearer' }),
    changePassword: (input, options = {}) =>
      request(SessionContracts.changePassword.method, CHANGE_PASSWORD_PATH, { ...options, body: { currentPassword: input.currentPassword, newPassword: input.newPassword } }),
  };
}
