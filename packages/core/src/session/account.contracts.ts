import type { SessionUserInfo, TokenResponse } from '../abp/app-config.types';
import { endpoint, schema } from '../contracts/endpoint';
import { InputReader, property } from '../validation/input-reader';
import { platformText } from '../validation/wire';

/**
 * Signing in and out, refreshing the tokens, the signed-in user and changing one's own password. The
 * token endpoints take JSON (not an OAuth form post): the web client is the only client there is.
 */

export interface LoginBody {
  tenantName: string | null;
  userName: string;
  password: string;
}

const login = schema<LoginBody, { tenantName?: string; userName: string; password: string }>((raw) => {
  const r = new InputReader();
  return r.result({
    tenantName: platformText(r, 'tenantName', property(raw, 'tenantName'), { max: 64, min: 0, required: false }),
    userName: platformText(r, 'userName', property(raw, 'userName'), { max: 64, trim: true, required: true }) ?? '',
    password: platformText(r, 'password', property(raw, 'password'), { max: 128, required: true }) ?? '',
  });
});

const refresh = schema<{ refreshToken: string }>((raw) => {
  const r = new InputReader();
  return r.result({ refreshToken: platformText(r, 'refreshToken', property(raw, 'refreshToken'), { max: 256, required: true }) ?? '' });
});

/** The password form as sent: `validateChangePassword` (forms) reads it, as the web form does. */
export interface ChangePasswordBody {
  currentPassword: unknown;
  newPassword: unknown;
  newPassword2: unknown;
}

const password = schema<ChangePasswordBody, { currentPassword: string; newPassword: string }>((raw) => {
  const r = new InputReader();
  const field = (name: keyof ChangePasswordBody) => {
    r.describe(name, { type: 'string', maxLength: 128 }, name !== 'newPassword2');
    return property(raw, name);
  };
  return r.result({ currentPassword: field('currentPassword'), newPassword: field('newPassword'), newPassword2: field('newPassword2') });
});

export const TokenContracts = {
  login: endpoint<TokenResponse, null, typeof login>({ method: 'POST', path: '/api/eticket/token', access: { kind: 'public' }, body: login, summary: 'Sign in: an access and a refresh token' }),
  refresh: endpoint<TokenResponse, null, typeof refresh>({
    method: 'POST',
    path: '/api/eticket/token/refresh',
    access: { kind: 'public' },
    body: refresh,
    summary: 'A new token pair for a refresh token (rotated; a replay ends the session)',
  }),
  logout: endpoint<undefined, null, typeof refresh>({
    method: 'POST',
    path: '/api/eticket/token/logout',
    access: { kind: 'public' },
    body: refresh,
    reply: 'empty',
    summary: 'End the session of a refresh token',
  }),
};

export const SessionContracts = {
  tenantCurrent: endpoint<SessionUserInfo>({ method: 'GET', path: '/api/eticket/session/current', access: { kind: 'user', side: 'tenant' }, summary: 'The signed-in tenant user' }),
  hostCurrent: endpoint<SessionUserInfo>({ method: 'GET', path: '/api/admin/session/current', access: { kind: 'user', side: 'host' }, summary: 'The signed-in host user' }),
  changePassword: endpoint<undefined, null, typeof password>({
    method: 'PUT',
    path: '/api/eticket/session/password',
    access: { kind: 'user', side: 'any' },
    body: password,
    reply: 'empty',
    summary: "Change one's own password (the other sessions end)",
  }),
};
