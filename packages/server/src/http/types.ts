import type { Access as ContractAccess } from '@eticket/core/contracts';
import type { Locale } from '@eticket/core/i18n';
import type { EntityChanges } from '../audit/audit';
import type { AccessTokens } from '../auth/tokens';
import type { ReadCaches } from './cache';
import type { PackedBody } from './packed-body';
import type { PasswordHasher } from '../auth/password';
import type { Database } from '../db/client';
import type { HostTx, RequestInfo, TenantTx } from '../db/context';
import type { Logger } from '../logger';
import type { WriteGroups } from './write-group';

export type Side = 'tenant' | 'host';

export interface AppVariables {
  correlationId: string;
  locale: Locale;
  startedAt: number;
  /** The request body read (within the size limit) by the body boundary; unset for bodiless requests. */
  bodyText?: string;
}
export interface AppEnv {
  Variables: AppVariables;
}

export interface LoginLimits {
  /** Failed logins per account (tenant + user name) within the window before 429. */
  perAccount: number;
  /** Failed logins per client IP within the window. */
  perIp: number;
  windowSeconds: number;
  /** Join applications per client IP within the window. */
  joinPerIp: number;
}

export interface AppConfig {
  refreshTtlSeconds: number;
  refreshIdleSeconds: number;
  refreshGraceSeconds: number;
  bodyLimit: number;
  corsOrigins: readonly string[];
  trustProxy: boolean;
  loginLimits: LoginLimits;
  /** How long GET requests may reuse a loaded principal / tenant settings (0 = never). */
  principalCacheSeconds: number;
  /** Built web app to serve with SPA fallback; null = API only. */
  webDist: string | null;
}

/** Everything a request needs; built once by prepareServer (server.ts). */
export interface AppDeps {
  database: Database;
  hasher: PasswordHasher;
  accessTokens: AccessTokens;
  config: AppConfig;
  logger: Logger;
  caches: ReadCaches<Principal, TenantValues, PackedBody>;
  /** Group commit of hot writes (the scan): the waiting requests per tenant. */
  groups: WriteGroups;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  now: () => number;
}

/** A tenant's stored setting and feature values (defaults are applied on top). */
export interface TenantValues {
  settings: ReadonlyMap<string, string>;
  features: ReadonlyMap<string, string>;
}

export interface TenantInfo {
  id: string;
  name: string;
  displayName: string;
  userQuota: number;
  expireDate: Date | null;
  isActive: boolean;
}

export interface TenantPrincipal {
  side: 'tenant';
  userId: string;
  tenantId: string;
  userName: string;
  name: string;
  phoneNumber: string | null;
  tenant: TenantInfo;
  /** The login session (refresh-token family) of the access token. */
  familyId: string;
  grants: ReadonlySet<string>;
  roles: readonly string[];
}

export interface HostPrincipal {
  side: 'host';
  userId: string;
  tenantId: null;
  userName: string;
  name: string;
  phoneNumber: string | null;
  familyId: string;
  grants: ReadonlySet<string>;
  roles: readonly string[];
}

export type Principal = TenantPrincipal | HostPrincipal;

/** What each route declares (from its contract); the route-table test checks every registered route has one. */
export type Access = ContractAccess;

export interface Reply {
  status?: 200 | 201 | 204;
  body?: unknown;
  /** A pre-serialized JSON body (hot paths). */
  json?: string;
  /** A binary body (an .xlsx export); its content-type comes with `headers`. */
  bytes?: Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

export interface RequestCommon<B, Q> {
  deps: AppDeps;
  locale: Locale;
  request: RequestInfo;
  startedAt: number;
  body: B;
  query: Q;
  params: Readonly<Record<string, string>>;
  /** The client takes a gzip body (hot endpoints serve precompressed bytes). */
  acceptsGzip: boolean;
}

export interface TenantCtx<B = unknown, Q = unknown> extends RequestCommon<B, Q> {
  side: 'tenant';
  principal: TenantPrincipal;
  tx: TenantTx;
  changes: EntityChanges;
  /** What the route's read-ahead fetched beside the principal (RouteDef.prefetch), if it has one. */
  prefetched?: Promise<unknown> | null;
}

/** What a route's read-ahead gets: the token's tenant and user, the transaction, the body as sent. */
export interface PrefetchCtx {
  tx: TenantTx;
  tenantId: string;
  userId: string;
  body: unknown;
}

export interface HostCtx<B = unknown, Q = unknown> extends RequestCommon<B, Q> {
  side: 'host';
  principal: HostPrincipal;
  tx: HostTx;
}

export type ScopedCtx<B = unknown, Q = unknown> = TenantCtx<B, Q> | HostCtx<B, Q>;

/** A GET answered from caches, without a transaction. */
export interface FastCtx<B = unknown, Q = unknown> extends RequestCommon<B, Q> {
  principal: Principal;
}

export interface PublicCtx<B = unknown, Q = unknown> extends RequestCommon<B, Q> {
  /** Set on `optional` routes when a valid token came with the request. */
  scope: ScopedCtx<B, Q> | null;
}
