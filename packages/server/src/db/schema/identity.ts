import { boolean, foreignKey, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { concurrencyStamp, creationTime, id, timestamptz } from './columns';
import { tenantId } from './tenant-key';

/* Tenant identity tables: tenant_id first in every key; RLS from the migration. */

export const users = pgTable(
  'users',
  {
    tenantId: tenantId(),
    id: id(),
    userName: text('user_name').notNull(),
    normalizedUserName: text('normalized_user_name').notNull(),
    name: text('name').notNull().default(''),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    creationTime: creationTime(),
    creatorId: uuid('creator_id'),
    lastModificationTime: timestamptz('last_modification_time'),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_tenant_normalized_user_name_key').on(t.tenantId, t.normalizedUserName),
  ],
);

export const roles = pgTable(
  'roles',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    normalizedName: text('normalized_name').notNull(),
    /** Built-in roles (admin, worker) cannot be renamed or deleted. */
    isStatic: boolean('is_static').notNull().default(false),
    /** Whose rows the role's users see: own / organization (and below) / all (core DATA_SCOPES). */
    dataScope: text('data_scope').notNull().default('own'),
    /** Given to users who join without a role chosen. */
    isDefault: boolean('is_default').notNull().default(false),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('roles_tenant_normalized_name_key').on(t.tenantId, t.normalizedName),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    tenantId: tenantId(),
    roleId: uuid('role_id').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.permission] }),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }).onDelete('cascade'),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    roleId: uuid('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.roleId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }).onDelete('cascade'),
  ],
);
