import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { concurrencyStamp, creationTime, id, timestamptz } from './columns';
import { tenantId } from './tenant-key';
import { users } from './identity';

/**
 * Notice types (domain §4.6): 1 = join application (Agree/Reject buttons in the notice box); 4 = a production
 * assistant application (answered on its page).
 */
export const NoticeType = { JoinApplication: 1, WageConfirm: 2, System: 3, AssistantApplication: 4 } as const;

/**
 * A notice goes to one user (receiver_user_id) or to every user holding `required_permission`
 * (receiver null), so one admin handling a join application marks it handled for all admins.
 * Title and content are i18n keys + params, rendered in the reader's language.
 */
export const notices = pgTable(
  'notices',
  {
    tenantId: tenantId(),
    id: id(),
    type: smallint('type').notNull(),
    receiverUserId: uuid('receiver_user_id'),
    requiredPermission: text('required_permission'),
    titleKey: text('title_key').notNull(),
    contentKey: text('content_key').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    relatedEntityId: uuid('related_entity_id'),
    isRead: boolean('is_read').notNull().default(false),
    handled: boolean('handled').notNull().default(false),
    creationTime: creationTime(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.receiverUserId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('notices_tenant_time_idx').on(t.tenantId, t.creationTime),
  ],
);

export const JoinApplicationStatus = { Pending: 'pending', Passed: 'passed', Rejected: 'rejected' } as const;

/** A person applying to join a company (public form); passing creates the user with the worker role. */
export const joinApplications = pgTable(
  'join_applications',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    userName: text('user_name').notNull(),
    normalizedUserName: text('normalized_user_name').notNull(),
    phoneNumber: text('phone_number'),
    /** Chosen by the applicant, hashed at once; copied to the user on pass. */
    passwordHash: text('password_hash').notNull(),
    message: text('message').notNull().default(''),
    /** From an invite link for one organization; the approver may choose another. */
    requestedOrganizationId: uuid('requested_organization_id'),
    status: text('status', { enum: ['pending', 'passed', 'rejected'] }).notNull().default('pending'),
    handledById: uuid('handled_by_id'),
    handledTime: timestamptz('handled_time'),
    rejectReason: text('reject_reason'),
    createdUserId: uuid('created_user_id'),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('join_applications_tenant_status_idx').on(t.tenantId, t.status, t.creationTime),
  ],
);
