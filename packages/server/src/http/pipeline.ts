import { ErrorCodes } from '@eticket/core/abp';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { EntityChanges, tenantAuditStatement, writeTenantAudit } from '../audit/audit';
import { isUuid, type AccessClaims } from '../auth/tokens';
import { finishWith, withHost, withTenant, type HostAccess, type RequestInfo } from '../db/context';
import { errorFields } from '../logger';
import { principalKey } from './cache';
import { AppError, Errors } from './errors';
import { checkRequestUrl, readJsonBody, scrubText } from './input-boundary';
import { isTenantExpired, loadHostPrincipal, loadTenantPrincipal } from './principal';
import type { RouteDef } from './route';
import type { AppDeps, AppEnv, HostCtx, Principal, Reply, RequestCommon, ScopedCtx, TenantCtx } from './types';

/**
 * The request pipeline every API route goes through, in this order:
 * token → tenant header check → ONE transaction (role + tenant set, principal and grants loaded,
 * permission checked, expired-tenant writes refused, input read, handler, audit row) → response.
 * Input is read only after the caller is authorized: an unauthorized caller learns nothing from a 400.
 * Failures of writes and every 403 are audited afterwards in their own short transaction.
 */
export function mountRoutes(app: Hono<AppEnv>, routes: readonly RouteDef[], deps: AppDeps): void {
  for (const route of routes) {
    app.on(route.method, route.path, (c) => handle(c, route, deps));
  }
}

export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

export function requestInfo(c: Context<AppEnv>, deps: AppDeps): RequestInfo {
  return {
    method: c.req.method,
    path: scrubText(c.req.path.slice(0, 512)),
    ip: clientIp(c, deps.config.trustProxy),
    userAgent: scrubText((c.req.header('user-agent') ?? '').slice(0, 512)),
    correlationId: c.get('correlationId'),
  };
}

/** ABP's tenant header (`__tenant`) or the product's `TenantId`; a value other than the token's tenant is refused. */
function tenantHeader(c: Context<AppEnv>): string | null {
  const value = (c.req.header('__tenant') ?? c.req.header('tenantid') ?? '').trim();
  return value === '' ? null : value;
}

function checkTenantHeader(header: string | null, principal: Principal): void {
  if (header === null) return;
  if (principal.side === 'host') throw Errors.tenantMismatch();
  const value = header.toLowerCase();
  if (value !== principal.tenantId && value !== principal.tenant.name.toLowerCase()) throw Errors.tenantMismatch();
}

async function authenticate(c: Context<AppEnv>, route: RouteDef, deps: AppDeps): Promise<AccessClaims | null> {
  if (route.access.kind === 'public') return null;
  const header = c.req.header('authorization');
  if (header === undefined || header.trim() === '') {
    if (route.access.kind === 'optional') return null;
    throw Errors.unauthorized();
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const claims = match?.[1] === undefined ? null : await deps.accessTokens.verify(match[1]);
  if (!claims) throw Errors.unauthorized();
  return claims;
}

function authorize(route: RouteDef, principal: Principal): void {
  const access = route.access;
  if (access.kind === 'user' && access.side !== 'any' && access.side !== principal.side) throw Errors.forbidden();
  if (access.kind === 'permission' && (access.side !== principal.side || !principal.grants.has(access.permission))) {
    throw Errors.forbidden();
  }
  if (access.kind === 'anyPermission' && (access.side !== principal.side || !access.permissions.some((p) => principal.grants.has(p)))) {
    throw Errors.forbidden();
  }
}

/** What every handler gets before its input is read. */
type CommonBase = Omit<RequestCommon<unknown, unknown>, 'body' | 'query'>;

function tenantExpired(expireDate: Date | null): AppError {
  const date = expireDate === null ? '' : expireDate.toISOString().slice(0, 10);
  return new AppError(403, ErrorCodes.TenantExpired, 'Server.Error.TenantExpired', { params: { date } });
}

async function handle(c: Context<AppEnv>, route: RouteDef, deps: AppDeps): Promise<Response> {
  const request = requestInfo(c, deps);
  const startedAt = c.get('startedAt');
  let claims: AccessClaims | null = null;
  try {
    checkRequestUrl(c);
    claims = await authenticate(c, route, deps);
    const header = claims ? tenantHeader(c) : null;
    if (claims?.side === 'tenant' && header !== null && isUuid(header) && header.toLowerCase() !== claims.tenantId) {
      throw Errors.tenantMismatch();
    }
    const base: CommonBase = {
      deps,
      locale: c.get('locale'),
      request,
      startedAt,
      params: c.req.param(),
      acceptsGzip: /\bgzip\b/i.test(c.req.header('accept-encoding') ?? ''),
    };
    let bodyRead: Promise<unknown> | undefined;
    const rawBody = (): Promise<unknown> => (bodyRead ??= route.hasBody ? readJsonBody(c) : Promise.resolve(undefined));
    const withInput = async (): Promise<RequestCommon<unknown, unknown>> => ({ ...base, ...route.parse(await rawBody(), c.req.query()) });
    const run = async (scope: Omit<ScopedCtx, keyof RequestCommon<unknown, unknown>>): Promise<Reply> => {
      const common = await withInput();
      const ctx = { ...common, ...scope } as ScopedCtx;
      if (route.runScoped) return route.runScoped(ctx);
      if (route.runPublic) return route.runPublic({ ...common, scope: ctx });
      throw new Error(`route ${route.method} ${route.path} has no handler`);
    };
    let reply: Reply;
    const cached = claims !== null && !route.write ? deps.caches.principals.get(principalKey(claims)) : undefined;
    if (cached !== undefined && route.fast) {
      checkTenantHeader(header, cached);
      authorize(route, cached);
      const fastReply = route.fast({ ...(await withInput()), principal: cached });
      if (fastReply !== null) return toResponse(c, fastReply);
    }
    if (claims === null) {
      if (!route.runPublic) throw Errors.unauthorized();
      reply = await route.runPublic({ ...(await withInput()), scope: null });
    } else if (claims.side === 'tenant' && claims.tenantId !== null) {
      const tenantClaims = { ...claims, tenantId: claims.tenantId };
      // A grouped or read-ahead route gets its body now (a bad one is answered only after the permission check).
      const aheadBody = route.prefetch === undefined && route.group === undefined ? undefined : await rawBody().catch(() => undefined);
      const grouped =
        route.group === undefined || aheadBody === undefined
          ? null
          : await deps.groups.submit(deps, `${route.method} ${route.path}`, route.group, { claims: tenantClaims, header, raw: aheadBody, request, startedAt });
      reply = grouped ?? (await runTenant(route, tenantClaims, header, base, run, cached, aheadBody));
    } else {
      reply = await runHost(route, claims, header, base, run, cached);
    }
    return toResponse(c, reply);
  } catch (error) {
    await auditFailure(deps, route, claims, request, startedAt, error);
    throw error;
  }
}

function runTenant(
  route: RouteDef,
  claims: AccessClaims & { tenantId: string },
  header: string | null,
  common: CommonBase,
  run: (scope: Omit<TenantCtx, keyof RequestCommon<unknown, unknown>>) => Promise<Reply>,
  cached: Principal | undefined,
  aheadBody: unknown,
): Promise<Reply> {
  const { deps } = common;
  const options = route.autocommit === true ? { autocommit: true } : undefined;
  return withTenant(deps.database, claims.tenantId, async (tx) => {
    const loading = cached?.side === 'tenant' ? cached : loadTenantPrincipal(tx, claims);
    // The route's first read goes out beside the principal's, in the same round trip. It runs under the
    // token's tenant (RLS) and its rows reach the handler only after the caller is authorized below; if the
    // caller is not, the transaction rolls back and nothing read is used.
    const prefetched = route.prefetch?.({ tx, tenantId: claims.tenantId, userId: claims.userId, body: aheadBody }) ?? null;
    prefetched?.catch(() => undefined); // awaited by the handler, or abandoned with the transaction
    const principal = await loading;
    if (!principal) throw Errors.unauthorized();
    if (principal !== cached) deps.caches.principals.set(principalKey(claims), principal);
    checkTenantHeader(header, principal);
    authorize(route, principal);
    if (route.write && !route.allowExpiredTenant && isTenantExpired(principal, deps.now())) {
      throw tenantExpired(principal.tenant.expireDate);
    }
    const changes = new EntityChanges();
    const reply = await run({ side: 'tenant', principal, tx, changes, prefetched });
    if (route.write) {
      // Written with COMMIT: the audit row costs no round trip of its own.
      finishWith(
        tx,
        tenantAuditStatement(
          principal.tenantId,
          common.request,
          common.startedAt,
          { kind: 'request', userId: principal.userId, userName: principal.userName, status: reply.status ?? 200 },
          changes.items,
        ),
      );
    }
    return reply;
  }, options);
}

function runHost(
  route: RouteDef,
  claims: AccessClaims,
  header: string | null,
  common: CommonBase,
  run: (scope: Omit<HostCtx, keyof RequestCommon<unknown, unknown>>) => Promise<Reply>,
  cached: Principal | undefined,
): Promise<Reply> {
  const access: HostAccess = {
    actor: { side: 'host', userId: claims.userId, tenantId: null },
    reason: `${route.method} ${route.path}`,
    kind: 'request',
    request: common.request,
    startedAt: common.startedAt,
  };
  return withHost(common.deps.database, access, async (tx, audit) => {
    const principal = cached?.side === 'host' ? cached : await loadHostPrincipal(tx, claims);
    if (!principal) throw Errors.unauthorized();
    if (principal !== cached) common.deps.caches.principals.set(principalKey(claims), principal);
    checkTenantHeader(header, principal);
    authorize(route, principal);
    const reply = await run({ side: 'host', principal, tx });
    audit.status = reply.status ?? 200;
    return reply;
  });
}

function toResponse(c: Context<AppEnv>, reply: Reply): Response {
  const status = reply.status ?? 200;
  if (status === 204) return c.body(null, 204, reply.headers);
  if (reply.bytes !== undefined) return c.body(reply.bytes, status, reply.headers);
  if (reply.json !== undefined) {
    return c.body(reply.json, status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
  }
  return c.json(reply.body ?? null, status, reply.headers);
}

/** Write requests and refusals leave a trace even when their transaction rolled back (ABP AlwaysLogOnException). */
async function auditFailure(
  deps: AppDeps,
  route: RouteDef,
  claims: AccessClaims | null,
  request: RequestInfo,
  startedAt: number,
  error: unknown,
): Promise<void> {
  const status = error instanceof AppError ? error.status : 500;
  if ((error instanceof AppError && error.options.audited === true) || !(route.write || status === 403)) return;
  const code = error instanceof AppError ? error.code : ErrorCodes.Internal;
  const kind = status === 403 ? 'denied' : 'request';
  try {
    if (claims?.side === 'tenant' && claims.tenantId !== null) {
      const tenantId = claims.tenantId;
      const wrote = await withTenant(deps.database, tenantId, async (tx) => {
        await writeTenantAudit(tx, tenantId, request, startedAt, { kind, userId: claims.userId, userName: null, status, errorCode: code });
        return true;
      }).catch(() => false); // e.g. the tenant no longer exists: fall back to the host log
      if (wrote) return;
    }
    await withHost(
      deps.database,
      {
        actor: claims ? { side: claims.side, userId: claims.userId, tenantId: claims.tenantId } : { side: 'anonymous', userId: null, tenantId: null },
        reason: 'failed request',
        kind,
        request,
        status,
        startedAt,
        details: { code },
      },
      () => Promise.resolve(),
    );
  } catch (auditError) {
    deps.logger.error('audit of a failed request failed', { correlationId: request.correlationId, ...errorFields(auditError) });
  }
}
