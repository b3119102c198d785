import { ErrorCodes, type TokenResponse } from '@eticket/core/abp';
import { and, eq } from 'drizzle-orm';
import { writeTenantAudit } from '../audit/audit';
import { asTenant, withHost, type RequestInfo } from '../db/context';
import { hostUsers, tenants, users } from '../db/schema/index';
import { AppError, Errors } from '../http/errors';
import type { AppDeps } from '../http/types';
import { normalizeName } from '../identity/normalize';
import { checkAndRecordAttempt, settleAttempt } from './limits';
import { issueRefreshFamily } from './refresh';

export interface LoginInput {
  tenantName?: string | undefined;
  userName: string;
  password: string;
}

interface Candidate {
  tenant: { id: string; isActive: boolean; expireDate: Date | null } | null;
  user: { id: string; passwordHash: string; isActive: boolean } | null;
}

/**
 * Password login (tenant user when tenantName is given, else host user). Three steps so the ≈ 0.3 s
 * scrypt never runs inside a transaction (PGlite has one connection): (1) host path: rate limits,
 * pending attempt, tenant + user lookup; (2) verify — a dummy verify for an unknown user, so the answer
 * and its timing are the same as for a wrong password; (3) host path: settle the attempt, audit (tenant
 * log too when the tenant exists), open a refresh-token family.
 */
export async function login(deps: AppDeps, input: LoginInput, request: RequestInfo, startedAt: number): Promise<TokenResponse> {
  const now = deps.now();
  const tenantKey = input.tenantName === undefined ? '' : normalizeName(input.tenantName);
  const userKey = normalizeName(input.userName);
  const limits = deps.config.loginLimits;
  const anonymous = { side: 'anonymous', userId: null, tenantId: null } as const;

  const first = await withHost(
    deps.database,
    { actor: anonymous, reason: 'login: limits and lookup', kind: 'login', request, startedAt, details: { tenantName: tenantKey, userName: userKey } },
    async (tx, access) => {
      const decision = await checkAndRecordAttempt(tx, {
        kind: 'login',
        accountKey: `${tenantKey}/${userKey}`,
        ip: request.ip,
        perAccount: limits.perAccount,
        perIp: limits.perIp,
        windowSeconds: limits.windowSeconds,
        now,
      });
      if (!decision.allowed) {
        access.status = 429;
        return decision;
      }
      const candidate: Candidate = { tenant: null, user: null };
      if (tenantKey !== '') {
        const [tenant] = await tx
          .select({ id: tenants.id, isActive: tenants.isActive, expireDate: tenants.expireDate })
          .from(tenants)
          .where(eq(tenants.normalizedName, tenantKey));
        if (tenant) {
          candidate.tenant = tenant;
          const [user] = await asTenant(tx, tenant.id, (t) =>
            t
              .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
              .from(users)
              .where(and(eq(users.tenantId, tenant.id), eq(users.normalizedUserName, userKey))),
          );
          candidate.user = user ?? null;
        }
      } else {
        const [user] = await tx
          .select({ id: hostUsers.id, passwordHash: hostUsers.passwordHash, isActive: hostUsers.isActive })
          .from(hostUsers)
          .where(eq(hostUsers.normalizedUserName, userKey));
        candidate.user = user ?? null;
      }
      return { ...decision, candidate };
    },
  );
  if (!first.allowed) throw Errors.tooManyRequests(first.retryAfterSeconds, true);
  const { candidate, attemptId } = first;

  const verified = candidate.user
    ? await deps.hasher.verify(input.password, candidate.user.passwordHash)
    : await deps.hasher.verifyNothing(input.password);

  let failure: AppError | null = null;
  if (!verified || !candidate.user) failure = new AppError(400, ErrorCodes.InvalidCredentials, 'Server.Error.InvalidCredentials', { audited: true });
  else if (candidate.tenant && !candidate.tenant.isActive) failure = new AppError(403, ErrorCodes.Forbidden, 'Server.Error.TenantInactive', { audited: true });
  else if (!candidate.user.isActive) failure = new AppError(403, ErrorCodes.Forbidden, 'Server.Error.UserInactive', { audited: true });
  const status = failure?.status ?? 200;
  const side = candidate.tenant ? 'tenant' : 'host';
  const userId = verified ? (candidate.user?.id ?? null) : null;
  const tenantId = candidate.tenant?.id ?? null;

  const refresh = await withHost(
    deps.database,
    {
      actor: userId === null ? anonymous : { side, userId, tenantId },
      reason: 'login: result',
      kind: 'login',
      request,
      startedAt,
      status,
      details: { tenantName: tenantKey, userName: userKey, tenantFound: tenantId !== null },
    },
    async (tx) => {
      await settleAttempt(tx, attemptId, failure === null);
      if (tenantId !== null) {
        await asTenant(tx, tenantId, (t) =>
          writeTenantAudit(t, tenantId, request, startedAt, { kind: 'login', userId, userName: input.userName, status, errorCode: failure?.code ?? null }),
        );
      }
      if (failure !== null || userId === null) return null;
      return issueRefreshFamily(
        tx,
        { userId, tenantId, side },
        { ttlSeconds: deps.config.refreshTtlSeconds, idleSeconds: deps.config.refreshIdleSeconds, graceSeconds: deps.config.refreshGraceSeconds },
        now,
      );
    },
  );
  if (failure !== null || refresh === null || userId === null) throw failure ?? Errors.unauthorized();
  const accessToken = await deps.accessTokens.sign({ userId, tenantId, side, familyId: refresh.familyId });
  return { tenantId, accessToken, refreshToken: refresh.token, expiresIn: deps.accessTokens.ttlSeconds };
}
