import { ErrorCodes, TenantPermissions } from '@eticket/core/abp';
import type { ListQuery } from '@eticket/core/contracts';
import type { PagedResultDto } from '@eticket/core/paging';
import { BUSINESS_TIME_ZONE, businessToday } from '@eticket/core/production';
import type {
  JoinApplicationBody,
  JoinApplicationDto,
  JoinApplicationFilters,
  JoinApplicationPassInput,
  JoinApplicationSortField,
} from '@eticket/core/tenants';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { EntityChanges } from '../../audit/audit';
import type { TenantTx } from '../../db/context';
import { JoinApplicationStatus, NoticeType, joinApplications } from '../../db/schema/index';
import { AppError, Errors } from '../../http/errors';
import { normalizeName } from '../../identity/normalize';
import { keywordFilter, orderByOf, type ListSpec } from '../../db/list-sql';
import {
  countApplications,
  insertApplication,
  lockApplication,
  organizationExists,
  selectApplications,
  updateApplication,
  userNameInUse,
  type JoinApplicationRow,
} from './join-applications.store';
import { insertNotice, markNoticesHandled } from './notices.store';
import { addMember } from './users.service';

/**
 * Join applications: a person applies on the public form (optionally for the organization of an invite
 * link), the company's approvers get a notice, and one of them passes — the applicant becomes a user with
 * the chosen organization, roles and level, within the user quota — or rejects with a reason. The notice
 * bell and the registration list both come here, so both follow the same rules.
 */

/** Who decides: the approver, and where the entity changes are recorded (none for demo data). */
export interface ApprovalActor {
  tenantId: string;
  userId: string | null;
  changes?: EntityChanges;
}

const ENTITY = 'JoinApplication';

const userNameTaken = (userName: string, audited = false) => new AppError(409, ErrorCodes.Conflict, 'Server.Error.UserNameTaken', { params: { userName }, audited });

/**
 * Files an application and its notice in the tenant. An invite link's organization that is not one of the
 * company's is dropped silently: the applicant learns nothing about another company's ids.
 */
export async function submitJoinApplication(tx: TenantTx, tenantId: string, body: JoinApplicationBody, passwordHash: string, changes: EntityChanges | null): Promise<string> {
  const normalized = normalizeName(body.userName);
  if (await userNameInUse(tx, tenantId, normalized, null)) throw userNameTaken(body.userName, true);
  const requestedOrganizationId = body.organizationId !== null && (await organizationExists(tx, tenantId, body.organizationId)) ? body.organizationId : null;
  const id = randomUUID();
  const application = {
    tenantId,
    id,
    name: body.name,
    userName: body.userName,
    normalizedUserName: normalized,
    phoneNumber: body.phoneNumber,
    passwordHash,
    message: body.message,
    requestedOrganizationId,
  };
  await insertApplication(tx, application);
  const params = { name: body.name, userName: body.userName, message: body.message };
  const noticeId = await insertNotice(tx, {
    tenantId,
    type: NoticeType.JoinApplication,
    requiredPermission: TenantPermissions.UserManagementApproveRegistrationApplication,
    titleKey: 'Server.Notice.JoinApplication.Title',
    contentKey: body.message === '' ? 'Server.Notice.JoinApplication.ContentPlain' : 'Server.Notice.JoinApplication.Content',
    params,
    relatedEntityId: id,
  });
  const { passwordHash: _secret, ...recorded } = application;
  changes?.created(ENTITY, id, recorded);
  changes?.created('Notice', noticeId, { type: NoticeType.JoinApplication, relatedEntityId: id, ...params });
  return id;
}

const LIST: ListSpec<JoinApplicationSortField> = {
  sortColumns: { creationTime: joinApplications.creationTime, name: joinApplications.name, userName: joinApplications.userName },
  defaultSort: [desc(joinApplications.creationTime)],
  idColumn: joinApplications.id,
};

type JoinListQuery = ListQuery<JoinApplicationSortField, JoinApplicationFilters>;

function filtered(tenantId: string, { page, filters }: JoinListQuery): { where: SQL | undefined; orderBy: SQL[] } {
  const day = sql`(${joinApplications.creationTime} at time zone ${BUSINESS_TIME_ZONE})::date`;
  const where = and(
    eq(joinApplications.tenantId, tenantId),
    filters.status === null ? undefined : eq(joinApplications.status, filters.status),
    filters.from === null ? undefined : sql`${day} >= ${filters.from}::date`,
    filters.to === null ? undefined : sql`${day} <= ${filters.to}::date`,
    keywordFilter(page.keyword, [joinApplications.name, joinApplications.userName, joinApplications.phoneNumber]),
  );
  return { where, orderBy: orderByOf(page, LIST) };
}

export async function listJoinApplications(tx: TenantTx, tenantId: string, query: JoinListQuery): Promise<PagedResultDto<JoinApplicationDto>> {
  const { where, orderBy } = filtered(tenantId, query);
  const items = await selectApplications(tx, where, orderBy, query.page.maxResultCount, query.page.skipCount);
  return { items, totalCount: await countApplications(tx, where) };
}

/** Every application of the filtered list, in the list's order (for the export). */
export async function exportJoinApplications(tx: TenantTx, tenantId: string, query: JoinListQuery, max: number): Promise<JoinApplicationDto[]> {
  const { where, orderBy } = filtered(tenantId, query);
  return selectApplications(tx, where, orderBy, max, 0);
}

export async function getJoinApplication(tx: TenantTx, tenantId: string, id: string): Promise<JoinApplicationDto> {
  const [row] = await selectApplications(tx, and(eq(joinApplications.tenantId, tenantId), eq(joinApplications.id, id)), [], 1, 0);
  if (!row) throw Errors.notFound();
  return row;
}

/** Lock and load a pending application of the tenant, or 404 / 409 (stale stamp, already handled). */
async function lockPending(tx: TenantTx, tenantId: string, id: string, stamp: string | null): Promise<JoinApplicationRow> {
  const row = await lockApplication(tx, tenantId, id);
  if (row === null) throw Errors.notFound();
  if (stamp !== null && stamp !== row.concurrencyStamp) throw Errors.conflict();
  if (row.status !== JoinApplicationStatus.Pending) throw new AppError(409, ErrorCodes.Conflict, 'Server.Error.ApplicationHandled');
  return row;
}

async function closeNotices(tx: TenantTx, actor: ApprovalActor, applicationId: string): Promise<void> {
  for (const noticeId of await markNoticesHandled(tx, actor.tenantId, applicationId, NoticeType.JoinApplication)) actor.changes?.updated('Notice', noticeId, { handled: false }, { handled: true });
}

/**
 * Pass: the applicant becomes a member through the one user-creation path (quota, names, organization,
 * level and roles checked there; the company's default roles when none are chosen). An organization left
 * out of the input is the requested one; the bell sends nothing and so passes with it.
 */
export async function passJoinApplication(tx: TenantTx, actor: ApprovalActor, id: string, input: JoinApplicationPassInput, now: Date): Promise<{ id: string; status: string; userId: string }> {
  const row = await lockPending(tx, actor.tenantId, id, input.concurrencyStamp);
  if (await userNameInUse(tx, actor.tenantId, row.normalizedUserName, row.id)) throw userNameTaken(row.userName);
  const organizationId = input.organizationId === undefined ? row.requestedOrganizationId : input.organizationId;
  // A requested organization deleted since the application is no reason to refuse the pass.
  const keptOrganization = organizationId !== null && input.organizationId === undefined && !(await organizationExists(tx, actor.tenantId, organizationId)) ? null : organizationId;
  const userId = await addMember(tx, actor.tenantId, actor.userId, {
    userName: row.userName,
    name: row.name,
    passwordHash: row.passwordHash,
    phoneNumber: row.phoneNumber,
    employeeNo: null,
    organizationId: keptOrganization,
    technicalLevelId: input.technicalLevelId,
    roleIds: [...input.roleIds],
    // People who apply through the public form are the factory floor: paid by the piece from the day they pass.
    isWorker: true,
    joinDate: businessToday(now.getTime()),
  });
  const after = { status: JoinApplicationStatus.Passed, handledById: actor.userId, handledTime: now, createdUserId: userId };
  await updateApplication(tx, actor.tenantId, row.id, after);
  actor.changes?.created('User', userId, { userName: row.userName, name: row.name, phoneNumber: row.phoneNumber, organizationId: keptOrganization, roleIds: [...input.roleIds] });
  actor.changes?.updated(ENTITY, row.id, { status: row.status }, after);
  await closeNotices(tx, actor, row.id);
  return { id: row.id, status: JoinApplicationStatus.Passed, userId };
}

export async function rejectJoinApplication(
  tx: TenantTx,
  actor: ApprovalActor,
  id: string,
  input: { concurrencyStamp: string | null; reason: string | null },
  now: Date,
): Promise<{ id: string; status: string }> {
  const row = await lockPending(tx, actor.tenantId, id, input.concurrencyStamp);
  const after = { status: JoinApplicationStatus.Rejected, handledById: actor.userId, handledTime: now, rejectReason: input.reason };
  await updateApplication(tx, actor.tenantId, row.id, after);
  actor.changes?.updated(ENTITY, row.id, { status: row.status }, after);
  await closeNotices(tx, actor, row.id);
  return { id: row.id, status: JoinApplicationStatus.Rejected };
}
