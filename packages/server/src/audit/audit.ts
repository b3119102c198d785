import { randomUUID } from 'node:crypto';
import type { RequestInfo, TenantTx } from '../db/context';
import { elapsed } from '../http/elapsed';
import { sql, type SQL } from 'drizzle-orm';

/** A business write's effect on one entity (ABP "entity change"), written with the request's audit row. */
export interface EntityChange {
  changeType: 'create' | 'update' | 'delete';
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Collects entity changes during a request; the pipeline writes them after the audit row (FK order). */
export class EntityChanges {
  readonly #items: EntityChange[] = [];
  created(entityType: string, entityId: string, after: Record<string, unknown>): void {
    this.#items.push({ changeType: 'create', entityType, entityId, before: null, after: redact(after) });
  }
  updated(entityType: string, entityId: string, before: Record<string, unknown>, after: Record<string, unknown>): void {
    this.#items.push({ changeType: 'update', entityType, entityId, before: redact(before), after: redact(after) });
  }
  deleted(entityType: string, entityId: string, before: Record<string, unknown>): void {
    this.#items.push({ changeType: 'delete', entityType, entityId, before: redact(before), after: null });
  }
  get items(): readonly EntityChange[] {
    return this.#items;
  }
}

const SECRET_FIELDS = new Set(['passwordHash', 'password', 'password_hash', 'concurrencyStamp']);

/** Never copy secrets into the audit trail (ASVS V16.2.5). */
function redact(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, SECRET_FIELDS.has(key) ? '***' : value instanceof Date ? value.toISOString() : value]),
  );
}

/** What happened; the request's method, path, IP, user agent, correlation id and duration are added. */
export interface AuditOutcome {
  kind: 'request' | 'login' | 'denied';
  userId: string | null;
  userName: string | null;
  status: number;
  errorCode?: string | null;
}

/**
 * One tenant audit row and its entity changes for a request as ONE statement (the entity changes hang off the
 * inserted row in the same statement), so the pipeline can write it together with COMMIT.
 */
export function tenantAuditStatement(
  tenantId: string,
  request: RequestInfo,
  startedAt: number,
  outcome: AuditOutcome,
  changes: readonly EntityChange[] = [],
): SQL {
  const log = sql`insert into audit_logs (tenant_id, id, kind, user_id, user_name, method, path, status, duration_ms, ip, user_agent, correlation_id, error_code)
    values (${tenantId}::uuid, ${randomUUID()}::uuid, ${outcome.kind}, ${outcome.userId}::uuid, ${outcome.userName?.slice(0, 256) ?? null}, ${request.method}, ${request.path},
      ${outcome.status}::int, ${elapsed(startedAt)}::int, ${request.ip}, ${request.userAgent}, ${request.correlationId}, ${outcome.errorCode ?? null})`;
  if (changes.length === 0) return log;
  const rows = changes.map((c) => ({ change_type: c.changeType, entity_type: c.entityType, entity_id: c.entityId, before: c.before, after: c.after }));
  return sql`with log as (${log} returning id)
    insert into audit_entity_changes (tenant_id, audit_log_id, change_type, entity_type, entity_id, before, after)
    select ${tenantId}::uuid, log.id, c.change_type, c.entity_type, c.entity_id, c.before, c.after
    from log, rows from (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as (change_type text, entity_type text, entity_id text, before jsonb, after jsonb))
      with ordinality as c(change_type, entity_type, entity_id, before, after, n)
    order by c.n`;
}

export interface TenantAuditEntry {
  request: RequestInfo;
  startedAt: number;
  outcome: AuditOutcome;
  changes: readonly EntityChange[];
}

/** The audit rows and entity changes of many requests (a write group) as ONE statement, like tenantAuditStatement. */
export function tenantAuditRows(tenantId: string, entries: readonly TenantAuditEntry[]): SQL {
  const logs = entries.map((e) => ({
    id: randomUUID(),
    kind: e.outcome.kind,
    user_id: e.outcome.userId,
    user_name: e.outcome.userName?.slice(0, 256) ?? null,
    method: e.request.method,
    path: e.request.path,
    status: e.outcome.status,
    duration_ms: elapsed(e.startedAt),
    ip: e.request.ip,
    user_agent: e.request.userAgent,
    correlation_id: e.request.correlationId,
    error_code: e.outcome.errorCode ?? null,
  }));
  const changes = entries.flatMap((e, i) =>
    e.changes.map((c) => ({ audit_log_id: logs[i]?.id, change_type: c.changeType, entity_type: c.entityType, entity_id: c.entityId, before: c.before, after: c.after })),
  );
  return sql`with log as (
      insert into audit_logs (tenant_id, id, kind, user_id, user_name, method, path, status, duration_ms, ip, user_agent, correlation_id, error_code)
      select ${tenantId}::uuid, x.id, x.kind, x.user_id, x.user_name, x.method, x.path, x.status, x.duration_ms, x.ip, x.user_agent, x.correlation_id, x.error_code
      from jsonb_to_recordset(${JSON.stringify(logs)}::jsonb) as x(id uuid, kind text, user_id uuid, user_name text, method text, path text, status int,
        duration_ms int, ip text, user_agent text, correlation_id text, error_code text)
    )
    insert into audit_entity_changes (tenant_id, audit_log_id, change_type, entity_type, entity_id, before, after)
    select ${tenantId}::uuid, c.audit_log_id, c.change_type, c.entity_type, c.entity_id, c.before, c.after
    from rows from (jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as (audit_log_id uuid, change_type text, entity_type text, entity_id text, before jsonb, after jsonb))
      with ordinality as c(audit_log_id, change_type, entity_type, entity_id, before, after, n)
    order by c.n`;
}

/** One tenant audit row (+ its entity changes) for a request, in the caller's transaction, now. */
export async function writeTenantAudit(
  tx: TenantTx,
  tenantId: string,
  request: RequestInfo,
  startedAt: number,
  outcome: AuditOutcome,
  changes: readonly EntityChange[] = [],
): Promise<void> {
  await tx.execute(tenantAuditStatement(tenantId, request, startedAt, outcome, changes));
}
