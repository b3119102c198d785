import type { SQL } from 'drizzle-orm';
import type { Database, TransactionOptions, Tx } from './client';
import { hostAuditLogs } from './schema/index';

/**
 * The only ways request code reaches the database:
 * - withTenant: one transaction as eticket_app with app.tenant_id set; RLS confines every statement to
 *   that tenant (a query that forgets `where tenant_id = …` still sees only its own rows).
 * - withHost: one transaction as eticket_host, which alone may touch host tables (tenant registry, host
 *   users, refresh tokens, login attempts, secrets); every pass writes a host_audit_logs row.
 * Both run on the request connection (database.request: the eticket_request login role on PostgreSQL,
 * the statement gate on PGlite) and set role and tenant with SET LOCAL, in one fixed text (scopeText)
 * that only this file writes: it ends with the transaction, so a pooled connection never keeps it. Not
 * set_config(): request roles may not execute it, so no SELECT can change its own role.
 */

export const APP_ROLE = 'eticket_app';
export const HOST_ROLE = 'eticket_host';

declare const scopeBrand: unique symbol;
/** A transaction running as eticket_app inside one tenant. */
export type TenantTx = Tx & { readonly [scopeBrand]: 'tenant' };
/** A transaction running as eticket_host (host tables only). */
export type HostTx = Tx & { readonly [scopeBrand]: 'host' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The role and tenant of a transaction as the one text the request connection accepts for them (SET
 * takes no parameters, so the tenant id is written in: it must be a plain UUID, '' for none).
 */
export function scopeText(role: typeof APP_ROLE | typeof HOST_ROLE, tenantId: string): string {
  const tenant = tenantId.toLowerCase();
  if (tenant !== '' && !UUID.test(tenant)) throw new Error('tenant id is not a UUID');
  return `set local role ${role}; set local app.tenant_id = '${tenant}'`;
}

/** How each open request transaction switches its own scope; only this file holds it. */
const rescopes = new WeakMap<Tx, (scope: string) => Promise<void>>();
/** How each open request transaction takes its final statement. */
const finals = new WeakMap<Tx, (query: SQL) => void>();

/**
 * The transaction's last statement, written with its COMMIT (one round trip for both): the request's audit
 * row. If it fails, the whole transaction is rolled back and its error thrown.
 */
export function finishWith(tx: Tx, query: SQL): void {
  const finish = finals.get(tx);
  if (finish === undefined) throw new Error('not a request transaction');
  finish(query);
}

async function rescope(tx: Tx, scope: string): Promise<void> {
  const switchTo = rescopes.get(tx);
  if (switchTo === undefined) throw new Error('not a request transaction (a nested savepoint cannot change its scope)');
  await switchTo(scope);
}

function open<T>(database: Database, scope: string, fn: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T> {
  return database.request.transaction(
    scope,
    (tx, controls) => {
      rescopes.set(tx, controls.rescope);
      finals.set(tx, controls.finishWith);
      return fn(tx);
    },
    options,
  );
}

export function withTenant<T>(database: Database, tenantId: string, fn: (tx: TenantTx) => Promise<T>, options?: TransactionOptions): Promise<T> {
  const scope = scopeText(APP_ROLE, tenantId);
  return open(database, scope, (tx) => fn(tx as TenantTx), options);
}

/** Inside a host transaction, do tenant work for one tenant (e.g. login, creating a tenant's first users). */
export async function asTenant<T>(tx: HostTx, tenantId: string, fn: (tx: TenantTx) => Promise<T>): Promise<T> {
  await rescope(tx, scopeText(APP_ROLE, tenantId));
  const result = await fn(tx as Tx as TenantTx);
  await rescope(tx, scopeText(HOST_ROLE, ''));
  return result;
}

/**
 * Inside a tenant transaction, a host step (e.g. revoking the user's other refresh tokens after a password
 * change) — still the audited host path, in the same transaction, then back to the tenant.
 */
export async function hostStep<T>(tx: TenantTx, tenantId: string, access: HostAccess, fn: (tx: HostTx) => Promise<T>): Promise<T> {
  const back = scopeText(APP_ROLE, tenantId);
  await rescope(tx, scopeText(HOST_ROLE, ''));
  const hostTx = tx as Tx as HostTx;
  const result = await fn(hostTx);
  await writeHostAudit(hostTx, access);
  await rescope(tx, back);
  return result;
}

export interface Actor {
  side: 'host' | 'tenant' | 'anonymous' | 'system';
  userId: string | null;
  tenantId: string | null;
}

export const SYSTEM_ACTOR: Actor = { side: 'system', userId: null, tenantId: null };

export interface RequestInfo {
  method: string;
  path: string;
  ip: string;
  userAgent: string;
  correlationId: string;
}

/** What the host audit row records; `fn` may fill in status/details before it is written. */
export interface HostAccess {
  actor: Actor;
  /** Why host data is touched, e.g. 'login', 'refresh', 'GET /api/admin/session/current'. */
  reason: string;
  kind?: string;
  request?: RequestInfo | undefined;
  status?: number | undefined;
  startedAt?: number | undefined;
  details?: Record<string, unknown>;
}

export async function withHost<T>(
  database: Database,
  access: HostAccess,
  fn: (tx: HostTx, access: HostAccess) => Promise<T>,
): Promise<T> {
  return open(database, scopeText(HOST_ROLE, ''), async (tx) => {
    const hostTx = tx as HostTx;
    const result = await fn(hostTx, access);
    await writeHostAudit(hostTx, access);
    return result;
  });
}

export async function writeHostAudit(tx: HostTx, access: HostAccess): Promise<void> {
  const request = access.request;
  await tx.insert(hostAuditLogs).values({
    kind: access.kind ?? 'host-access',
    reason: access.reason,
    actorUserId: access.actor.userId,
    actorTenantId: access.actor.tenantId,
    actorSide: access.actor.side,
    method: request?.method ?? null,
    path: request?.path ?? null,
    status: access.status ?? null,
    durationMs: access.startedAt === undefined ? null : Math.max(0, Math.round(performance.now() - access.startedAt)),
    ip: request?.ip ?? null,
    userAgent: request?.userAgent ?? null,
    correlationId: request?.correlationId ?? null,
    details: access.details ?? {},
  });
}
