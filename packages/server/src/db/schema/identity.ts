import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { technicalLevels } from './catalog';
import { concurrencyStamp, creationTime, id, timestamptz } from './columns';
import { tenantId } from './tenant-key';

/* Tenant identity tables: tenant_id first in every key; RLS from the migration. */

/**
 * Organizations (车间 → 产线/班组 …, any depth). The parent key keeps a row from pointing outside its
 * tenant; moves never create a cycle (checked by the service against the whole tree, core `wouldCycle`),
 * and a parent with children or members is not deleted (the foreign keys refuse it as well).
 */
export const organizations = pgTable(
  'organizations',
  {
    tenantId: tenantId(),
    id: id(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    /** core ORGANIZATION_TYPES */
    type: text('type').notNull().default('Group'),
    leaderUserId: uuid('leader_user_id'),
    sort: integer('sort').notNull().default(0),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }),
    index('organizations_tenant_parent_idx').on(t.tenantId, t.parentId),
  ],
);

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
    /** 工号: unique per tenant when given (NFKC + lower case in `normalized_employee_no`). */
    employeeNo: text('employee_no'),
    normalizedEmployeeNo: text('normalized_employee_no'),
    organizationId: uuid('organization_id'),
    technicalLevelId: uuid('technical_level_id'),
    /** Paid by the piece: appears in scanning, wages and kanban rankings. */
    isWorker: boolean('is_worker').notNull().default(false),
    joinDate: date('join_date', { mode: 'string' }),
    leaveDate: date('leave_date', { mode: 'string' }),
    creationTime: creationTime(),
    creatorId: uuid('creator_id'),
    lastModificationTime: timestamptz('last_modification_time'),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_tenant_normalized_user_name_key').on(t.tenantId, t.normalizedUserName),
    uniqueIndex('users_tenant_employee_no_key').on(t.tenantId, t.normalizedEmployeeNo).where(sql`${t.normalizedEmployeeNo} is not null`),
    index('users_tenant_organization_idx').on(t.tenantId, t.organizationId),
    foreignKey({ columns: [t.tenantId, t.organizationId], foreignColumns: [organizations.tenantId, organizations.id] }),
    foreignKey({ columns: [t.tenantId, t.technicalLevelId], foreignColumns: [technicalLevels.tenantId, technicalLevels.id] }),
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

export const AssistantStatus = { Pending: 'pending', Approved: 'approved', Rejected: 'rejected', Revoked: 'revoked' } as const;

/**
 * A user asking to report work for the members of chosen organizations (生产助手). Approval may narrow
 * the organizations; the granted ones (and every organization below them) are what the scan API checks.
 * One open (pending or approved) application per user.
 */
export const assistantApplications = pgTable(
  'assistant_applications',
  {
    tenantId: tenantId(),
    id: id(),
    userId: uuid('user_id').notNull(),
    requestedOrganizationIds: uuid('requested_organization_ids').array().notNull(),
    grantedOrganizationIds: uuid('granted_organization_ids').array(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'revoked'] }).notNull().default('pending'),
    handledById: uuid('handled_by_id'),
    handledTime: timestamptz('handled_time'),
    reason: text('reason'),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    uniqueIndex('assistant_applications_one_open_key').on(t.tenantId, t.userId).where(sql`${t.status} in ('pending', 'approved')`),
    index('assistant_applications_tenant_status_idx').on(t.tenantId, t.status, t.creationTime),
  ],
);
