import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { concurrencyStamp, creationTime, id, timestamptz } from './columns';

/*
 * Host-level tables: no tenant_id, no tenant RLS. The request role (eticket_app) has no grants on them
 * (except reading its own `tenants` row); they are reached only through `withHost` (db/context.ts),
 * which runs as eticket_host and writes a host audit row.
 */

export const tenants = pgTable(
  'tenants',
  {
    id: id().primaryKey(),
    /** Login key (case-insensitive unique through normalized_name). */
    name: text('name').notNull(),
    normalizedName: text('normalized_name').notNull(),
    displayName: text('display_name').notNull(),
    userQuota: integer('user_quota').notNull().default(10),
    /** null = never expires. */
    expireDate: timestamptz('expire_date'),
    isActive: boolean('is_active').notNull().default(true),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [uniqueIndex('tenants_normalized_name_key').on(t.normalizedName)],
);

export const hostUsers = pgTable(
  'host_users',
  {
    id: id().primaryKey(),
    userName: text('user_name').notNull(),
    normalizedUserName: text('normalized_user_name').notNull(),
    name: text('name').notNull().default(''),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [uniqueIndex('host_users_normalized_user_name_key').on(t.normalizedUserName)],
);

export const hostRoles = pgTable(
  'host_roles',
  {
    id: id().primaryKey(),
    name: text('name').notNull(),
    normalizedName: text('normalized_name').notNull(),
    isStatic: boolean('is_static').notNull().default(false),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [uniqueIndex('host_roles_normalized_name_key').on(t.normalizedName)],
);

export const hostRolePermissions = pgTable(
  'host_role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => hostRoles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const hostUserRoles = pgTable(
  'host_user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => hostUsers.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => hostRoles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/**
 * Refresh tokens: random opaque strings stored as sha256 hashes, grouped in a family (one login).
 * `successorSealed` holds the successor token encrypted with a key derived from THIS token, so a
 * concurrent refresh within the grace window gets the same successor without any token at rest.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id().primaryKey(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').notNull(),
    /** null for host users. */
    tenantId: uuid('tenant_id'),
    side: text('side', { enum: ['tenant', 'host'] }).notNull(),
    creationTime: creationTime(),
    /** Idle expiry of this token (min of last use + idle timeout and the family's absolute expiry). */
    expiresAt: timestamptz('expires_at').notNull(),
    familyExpiresAt: timestamptz('family_expires_at').notNull(),
    rotatedAt: timestamptz('rotated_at'),
    replacedById: uuid('replaced_by_id'),
    successorSealed: text('successor_sealed'),
    revokedAt: timestamptz('revoked_at'),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Authentication attempts, for the failed-login limits (per account and per IP) and the public join form. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: id().primaryKey(),
    kind: text('kind', { enum: ['login', 'join'] }).notNull(),
    /** normalized "tenant/user" for logins; the tenant name for join applications. */
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    /** null while the password is being verified (counts as a failure so parallel guesses cannot overshoot). */
    succeeded: boolean('succeeded'),
    creationTime: creationTime(),
  },
  (t) => [
    index('auth_attempts_account_idx').on(t.kind, t.accountKey, t.creationTime),
    index('auth_attempts_ip_idx').on(t.kind, t.ip, t.creationTime),
  ],
);

/** Host settings and secrets (e.g. the generated JWT signing secret). */
export const hostSettings = pgTable('host_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  creationTime: creationTime(),
});

/** Every pass through the host path, every host-side request and auth events without a tenant. */
export const hostAuditLogs = pgTable(
  'host_audit_logs',
  {
    id: id().primaryKey(),
    executionTime: timestamptz('execution_time').notNull().defaultNow(),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    actorUserId: uuid('actor_user_id'),
    actorTenantId: uuid('actor_tenant_id'),
    actorSide: text('actor_side'),
    method: text('method'),
    path: text('path'),
    status: integer('status'),
    durationMs: integer('duration_ms'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    correlationId: text('correlation_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('host_audit_logs_time_idx').on(t.executionTime)],
);
