import { ErrorCodes, type TokenResponse } from '@eticket/core/abp';
import { TokenContracts } from '@eticket/core/session';
import { eq, sql } from 'drizzle-orm';
import { login } from '../auth/login';
import { revokeByToken, rotateRefreshToken } from '../auth/refresh';
import type { TokenSubject } from '../auth/tokens';
import { queryRows } from '../db/client';
import { asTenant, withHost, type HostTx, type RequestInfo } from '../db/context';
import { hostUsers } from '../db/schema/index';
import { AppError } from '../http/errors';
import { publicContractRoute, type RouteDef } from '../http/route';
import type { AppDeps } from '../http/types';

async function subjectIsActive(tx: HostTx, subject: TokenSubject): Promise<boolean> {
  if (subject.side === 'host') {
    const [user] = await tx.select({ isActive: hostUsers.isActive }).from(hostUsers).where(eq(hostUsers.id, subject.userId));
    return user?.isActive === true;
  }
  const tenantId = subject.tenantId;
  if (tenantId === null) return false;
  return asTenant(tx, tenantId, async (t) => {
    const [row] = await queryRows<{ ok: boolean }>(
      t,
      sql`select (u.is_active and tn.is_active) as ok from users u join tenants tn on tn.id = u.tenant_id
          where u.tenant_id = ${tenantId} and u.id = ${subject.userId}`,
    );
    return row?.ok === true;
  });
}

const invalidRefresh = () => new AppError(401, ErrorCodes.Unauthorized, 'Server.Error.InvalidRefreshToken', { audited: true });

async function refresh(deps: AppDeps, token: string, ctx: { request: RequestInfo; startedAt: number }): Promise<TokenResponse> {
  const now = deps.now();
  const policy = { ttlSeconds: deps.config.refreshTtlSeconds, idleSeconds: deps.config.refreshIdleSeconds, graceSeconds: deps.config.refreshGraceSeconds };
  const result = await withHost(
    deps.database,
    { actor: { side: 'anonymous', userId: null, tenantId: null }, reason: 'refresh token', kind: 'refresh', request: ctx.request, startedAt: ctx.startedAt },
    async (tx, access) => {
      const rotated = await rotateRefreshToken(tx, token, policy, now, (subject) => subjectIsActive(tx, subject));
      if (rotated.subject) access.actor = { side: rotated.subject.side, userId: rotated.subject.userId, tenantId: rotated.subject.tenantId };
      access.status = rotated.kind === 'ok' ? 200 : 401;
      access.details = { outcome: rotated.kind === 'ok' && rotated.replayed ? 'grace' : rotated.kind };
      return rotated;
    },
  );
  if (result.kind !== 'ok') {
    // A replay revoked the whole family; any other refusal may have too (inactive user): forget the principal.
    if (result.subject) deps.caches.invalidateUser(result.subject);
    throw invalidRefresh();
  }
  const accessToken = await deps.accessTokens.sign(result.subject);
  return { tenantId: result.subject.tenantId, accessToken, refreshToken: result.token, expiresIn: deps.accessTokens.ttlSeconds };
}

export const tokenRoutes: RouteDef[] = [
  publicContractRoute(TokenContracts.login, {
    handle: async ({ deps, body, request, startedAt }) => {
      const input = body();
      const tenantName = input.tenantName?.trim();
      const response = await login(
        deps,
        { tenantName: tenantName === '' ? undefined : tenantName, userName: input.userName, password: input.password },
        request,
        startedAt,
      );
      return { body: response };
    },
  }),
  publicContractRoute(TokenContracts.refresh, {
    handle: async ({ deps, body, request, startedAt }) => ({ body: await refresh(deps, body().refreshToken, { request, startedAt }) }),
  }),
  publicContractRoute(TokenContracts.logout, {
    handle: async ({ deps, body, request, startedAt }) => {
      const { refreshToken } = body();
      const subject = await withHost(
        deps.database,
        { actor: { side: 'anonymous', userId: null, tenantId: null }, reason: 'logout', kind: 'logout', request, startedAt, status: 204 },
        async (tx, access) => {
          const revoked = await revokeByToken(tx, refreshToken, deps.now());
          if (revoked) access.actor = { side: revoked.side, userId: revoked.userId, tenantId: revoked.tenantId };
          return revoked;
        },
      );
      if (subject) deps.caches.invalidateUser(subject);
      return { status: 204 };
    },
  }),
];
