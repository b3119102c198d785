import { randomUUID } from 'node:crypto';
import type { RequestInfo, TenantTx } from '../db/context';
import { elapsed } from '../http/elapsed';
import { auditEntityChanges, auditLogs } from '../db/schema/index';

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

/** One tenant audit row (+ its entity changes) for a request, in the caller's transaction. */
export async function writeTenantAudit(
  tx: TenantTx,
  tenantId: string,
  request: RequestInfo,
  startedAt: number,
  outcome: AuditOutcome,
  changes: readonly EntityChange[] = [],
): Promise<string> {
  const id = randomUUID();
  // Both rows go out together (the request connection pipelines): one round trip, not two.
  const log = tx.insert(auditLogs).values({
    tenantId,
    id,
    kind: outcome.kind,
    userId: outcome.userId,
    userName: outcome.userName?.slice(0, 256) ?? null,
    method: request.method,
    path: request.path,
    status: outcome.status,
    durationMs: elapsed(startedAt),
    ip: request.ip,
    userAgent: request.userAgent,
    correlationId: request.correlationId,
    errorCode: outcome.errorCode ?? null,
  });
  if (changes.length === 0) await log;
  else await Promise.all([log, tx.insert(auditEntityChanges).values(changes.map((change) => ({ tenantId, auditLogId: id, ...change })))]);
  return id;
}
