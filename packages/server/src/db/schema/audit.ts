import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { unreferencedTenantId } from './tenant-key';

/** One row per write request / login attempt in a tenant, written in the request's own transaction. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    tenantId: unreferencedTenantId(),
    id: id(),
    executionTime: timestamptz('execution_time').notNull().defaultNow(),
    kind: text('kind', { enum: ['request', 'login', 'denied'] }).notNull(),
    userId: uuid('user_id'),
    userName: text('user_name'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    correlationId: text('correlation_id').notNull(),
    errorCode: text('error_code'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('audit_logs_tenant_time_idx').on(t.tenantId, t.executionTime)],
);

/**
 * Entity changes of business writes: before/after JSON, linked to the request's audit row. No foreign key to
 * audit_logs: the one statement that writes changes inserts their audit row and takes its id from it
 * (tenantAuditStatement), and audit rows are never deleted.
 */
export const auditEntityChanges = pgTable(
  'audit_entity_changes',
  {
    tenantId: unreferencedTenantId(),
    id: id(),
    auditLogId: uuid('audit_log_id').notNull(),
    changeTime: timestamptz('change_time').notNull().defaultNow(),
    changeType: text('change_type', { enum: ['create', 'update', 'delete'] }).notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_entity_changes_entity_idx').on(t.tenantId, t.entityType, t.entityId),
  ],
);

