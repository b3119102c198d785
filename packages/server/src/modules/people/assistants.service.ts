import { ErrorCodes, TenantPermissions } from '@eticket/core/abp';
import type { ListQuery } from '@eticket/core/contracts';
import type { PagedResultDto } from '@eticket/core/paging';
import {
  grantedScope,
  type AssistantApplicationDto,
  type AssistantApplyInput,
  type AssistantApproveInput,
  type AssistantDecisionInput,
  type AssistantListFilters,
  type AssistantSortField,
  type AssistantStatus,
} from '@eticket/core/people';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { EntityChanges } from '../../audit/audit';
import type { TenantTx } from '../../db/context';
import { NoticeType, assistantApplications, users } from '../../db/schema/index';
import { AppError, Errors } from '../../http/errors';
import { pgErrorCode } from '../../http/route-helpers';
import { insertNotice, markNoticesHandled } from './notices.store';
import { fieldError } from '../../http/validation';
import { keywordFilter, orderByOf, type ListSpec } from '../../db/list-sql';
import {
  countAssistantApplications,
  existingOrganizations,
  grantedOrganizationsOf,
  insertAssistantApplication,
  latestApplicationOf,
  lockAssistantApplication,
  openApplicationOf,
  selectAssistantApplications,
  updateAssistantApplication,
  type AssistantRow,
} from './assistants.store';

/**
 * Production assistants: a user applies for organizations (one open application at a time: the partial
 * unique index decides a race), an approver grants all or some of them, rejects, or later revokes. The
 * granted organizations are the assistant's scope for reporting on others' behalf (`assistantScope`).
 */

export interface AssistantActor {
  tenantId: string;
  /** The caller (null for demo data). */
  userId: string | null;
  changes?: EntityChanges;
}

const ENTITY = 'AssistantApplication';

const openExists = () => new AppError(409, ErrorCodes.Conflict, 'People.Assistant.Error.OpenApplication');

async function assertOrganizations(tx: TenantTx, tenantId: string, ids: readonly string[]): Promise<void> {
  const found = await existingOrganizations(tx, tenantId, ids);
  const missing = ids.findIndex((id) => !found.includes(id));
  if (missing >= 0) throw fieldError(`organizationIds[${String(missing)}]`, 'People.Assistant.Error.OrganizationMissing');
}

export async function getAssistantApplication(tx: TenantTx, tenantId: string, id: string): Promise<AssistantApplicationDto> {
  const [row] = await selectAssistantApplications(tx, tenantId, and(eq(assistantApplications.tenantId, tenantId), eq(assistantApplications.id, id)), [], 1, 0);
  if (!row) throw Errors.notFound();
  return row;
}

export async function applyForAssistant(tx: TenantTx, actor: AssistantActor & { userId: string }, input: AssistantApplyInput): Promise<AssistantApplicationDto> {
  await assertOrganizations(tx, actor.tenantId, input.organizationIds);
  if ((await openApplicationOf(tx, actor.tenantId, actor.userId)) !== null) throw openExists();
  let id: string;
  try {
    id = await insertAssistantApplication(tx, { tenantId: actor.tenantId, userId: actor.userId, requestedOrganizationIds: [...input.organizationIds], message: input.message });
  } catch (error) {
    // Two applications of one user at once: the index keeps one.
    if (pgErrorCode(error) === '23505') throw openExists();
    throw error;
  }
  const dto = await getAssistantApplication(tx, actor.tenantId, id);
  actor.changes?.created(ENTITY, id, { userId: actor.userId, requestedOrganizationIds: input.organizationIds, message: input.message });
  // Whoever may decide sees it on the bell; the decision marks it handled for all of them.
  const params = { name: dto.name, userName: dto.userName, organizations: dto.requestedOrganizations.map((o) => o.name).join('、') };
  const noticeId = await insertNotice(tx, {
    tenantId: actor.tenantId,
    type: NoticeType.AssistantApplication,
    requiredPermission: TenantPermissions.ProductionAssistant,
    titleKey: 'People.Notice.AssistantApplication.Title',
    contentKey: 'People.Notice.AssistantApplication.Content',
    params,
    relatedEntityId: id,
  });
  actor.changes?.created('Notice', noticeId, { type: NoticeType.AssistantApplication, relatedEntityId: id, ...params });
  return dto;
}

export function myAssistantApplication(tx: TenantTx, tenantId: string, userId: string): Promise<AssistantApplicationDto | null> {
  return latestApplicationOf(tx, tenantId, userId);
}

const LIST: ListSpec<AssistantSortField> = {
  sortColumns: { creationTime: assistantApplications.creationTime, name: users.name, status: assistantApplications.status },
  defaultSort: [desc(assistantApplications.creationTime)],
  idColumn: assistantApplications.id,
};

type AssistantListQuery = ListQuery<AssistantSortField, AssistantListFilters>;

export async function listAssistantApplications(tx: TenantTx, tenantId: string, { page, filters }: AssistantListQuery): Promise<PagedResultDto<AssistantApplicationDto>> {
  const where: SQL | undefined = and(
    eq(assistantApplications.tenantId, tenantId),
    filters.status === null ? undefined : eq(assistantApplications.status, filters.status),
    keywordFilter(page.keyword, [users.name, users.userName]),
  );
  const items = await selectAssistantApplications(tx, tenantId, where, orderByOf(page, LIST), page.maxResultCount, page.skipCount);
  return { items, totalCount: await countAssistantApplications(tx, where) };
}

async function lockIn(tx: TenantTx, tenantId: string, id: string, stamp: string | null, status: AssistantStatus): Promise<AssistantRow> {
  const row = await lockAssistantApplication(tx, tenantId, id);
  if (row === null) throw Errors.notFound();
  if (stamp !== null && stamp !== row.concurrencyStamp) throw Errors.conflict();
  if (row.status !== status) {
    throw new AppError(409, ErrorCodes.Conflict, status === 'approved' ? 'People.Assistant.Error.NotApproved' : 'People.Assistant.Error.NotPending');
  }
  return row;
}

async function decide(
  tx: TenantTx,
  actor: AssistantActor,
  row: AssistantRow,
  after: { status: AssistantStatus; grantedOrganizationIds?: string[]; reason?: string },
  now: Date,
): Promise<AssistantApplicationDto> {
  const set = { ...after, handledById: actor.userId, handledTime: now };
  await updateAssistantApplication(tx, actor.tenantId, row.id, set);
  actor.changes?.updated(ENTITY, row.id, { status: row.status, grantedOrganizationIds: row.grantedOrganizationIds }, set);
  for (const noticeId of await markNoticesHandled(tx, actor.tenantId, row.id, NoticeType.AssistantApplication)) actor.changes?.updated('Notice', noticeId, { handled: false }, { handled: true });
  return getAssistantApplication(tx, actor.tenantId, row.id);
}

/** Approve for the chosen organizations (all requested when none are chosen); never one that was not requested. */
export async function approveAssistant(tx: TenantTx, actor: AssistantActor, id: string, input: AssistantApproveInput, now: Date): Promise<AssistantApplicationDto> {
  const row = await lockIn(tx, actor.tenantId, id, input.concurrencyStamp, 'pending');
  const scope = grantedScope(row.requestedOrganizationIds, input.organizationIds);
  if (scope === null) throw fieldError('organizationIds', 'People.Assistant.Error.NotRequested');
  // Organizations deleted since the application are not granted; nothing left is a refusal, not an empty scope.
  const granted = await existingOrganizations(tx, actor.tenantId, scope);
  if (granted.length === 0) throw fieldError('organizationIds', 'People.Assistant.Error.OrganizationMissing');
  return decide(tx, actor, row, { status: 'approved', grantedOrganizationIds: scope.filter((o) => granted.includes(o)) }, now);
}

export async function rejectAssistant(tx: TenantTx, actor: AssistantActor, id: string, input: AssistantDecisionInput, now: Date): Promise<AssistantApplicationDto> {
  const row = await lockIn(tx, actor.tenantId, id, input.concurrencyStamp, 'pending');
  return decide(tx, actor, row, { status: 'rejected', reason: input.reason }, now);
}

export async function revokeAssistant(tx: TenantTx, actor: AssistantActor, id: string, input: AssistantDecisionInput, now: Date): Promise<AssistantApplicationDto> {
  const row = await lockIn(tx, actor.tenantId, id, input.concurrencyStamp, 'approved');
  return decide(tx, actor, row, { status: 'revoked', reason: input.reason }, now);
}

/**
 * The organizations the user reports for as an assistant (empty when they are none); with `assistantCovers`
 * and the organization tree, whether a member is in that scope.
 */
export function assistantScope(tx: TenantTx, tenantId: string, userId: string): Promise<readonly string[]> {
  return grantedOrganizationsOf(tx, tenantId, userId);
}
