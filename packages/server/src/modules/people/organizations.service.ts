import type { ListResultDto } from '@eticket/core/paging';
import { organizationMoveProblem, type OrganizationDto, type OrganizationInput } from '@eticket/core/people';
import type { TenantTx } from '../../db/context';
import { users } from '../../db/schema/index';
import { AppError, Errors } from '../../http/errors';
import { pgErrorCode } from '../../http/route-helpers';
import { fieldError } from '../../http/validation';
import type { RoleActor } from './roles.service';
import { countChildren, deleteOrganization, insertOrganization, lockOrganization, lockTree, selectOrganizations, updateOrganization } from './organizations.store';
import { existingIds } from './users.store';

/**
 * Organization rules: a parent is one of the tenant's organizations and never the organization itself or
 * one below it (checked against the whole tree, writes of one tenant in turn), a leader is one of the
 * tenant's users, and only an organization without sub-organizations or members is deleted.
 */

const ENTITY = 'Organization';

export async function listOrganizations(tx: TenantTx, tenantId: string): Promise<ListResultDto<OrganizationDto>> {
  return { items: await selectOrganizations(tx, tenantId) };
}

export async function getOrganization(tx: TenantTx, tenantId: string, id: string): Promise<OrganizationDto> {
  const [organization] = await selectOrganizations(tx, tenantId, id);
  if (!organization) throw Errors.notFound();
  return organization;
}

/** The parent and leader of an input against the tenant's rows as they stand (the tree locked). */
async function assertPlacement(tx: TenantTx, tenantId: string, id: string | null, input: OrganizationInput): Promise<void> {
  const tree = await selectOrganizations(tx, tenantId);
  // A new organization cannot be on a cycle: only the parent must exist.
  const problem = organizationMoveProblem(tree, id ?? '', input.parentId);
  if (problem !== null) throw fieldError('parentId', problem);
  if (input.leaderUserId !== null && !(await existingIds(tx, users, tenantId, [input.leaderUserId])).has(input.leaderUserId)) {
    throw fieldError('leaderUserId', 'Catalog.Validation.NotFound');
  }
}

export async function createOrganization(tx: TenantTx, actor: RoleActor, input: OrganizationInput): Promise<OrganizationDto> {
  await lockTree(tx, actor.tenantId);
  await assertPlacement(tx, actor.tenantId, null, input);
  const id = await insertOrganization(tx, actor.tenantId, input);
  const organization = await getOrganization(tx, actor.tenantId, id);
  actor.changes?.created(ENTITY, id, { ...organization });
  return organization;
}

export async function updateOrganizationById(tx: TenantTx, actor: RoleActor, id: string, input: OrganizationInput, concurrencyStamp: string | null): Promise<OrganizationDto> {
  await lockTree(tx, actor.tenantId);
  const before = await lockOrganization(tx, actor.tenantId, id);
  if (before === null) throw Errors.notFound();
  if (concurrencyStamp !== null && concurrencyStamp !== before.concurrencyStamp) throw Errors.conflict();
  await assertPlacement(tx, actor.tenantId, id, input);
  await updateOrganization(tx, actor.tenantId, id, input);
  const organization = await getOrganization(tx, actor.tenantId, id);
  actor.changes?.updated(ENTITY, id, { ...before }, { ...organization });
  return organization;
}

const refused = (key: 'People.Error.OrganizationHasChildren' | 'People.Error.OrganizationHasMembers', count: number) =>
  new AppError(409, 'EntityInUse', key, { params: { count } });

export async function deleteOrganizationById(tx: TenantTx, actor: RoleActor, id: string): Promise<void> {
  await lockTree(tx, actor.tenantId);
  const before = await lockOrganization(tx, actor.tenantId, id);
  if (before === null) throw Errors.notFound();
  const children = await countChildren(tx, actor.tenantId, id);
  if (children > 0) throw refused('People.Error.OrganizationHasChildren', children);
  if (before.memberCount > 0) throw refused('People.Error.OrganizationHasMembers', before.memberCount);
  try {
    await deleteOrganization(tx, actor.tenantId, id);
  } catch (error) {
    // Another table's foreign key (a later module's rows): refused like any row in use.
    if (pgErrorCode(error) === '23503') throw Errors.conflict();
    throw error;
  }
  actor.changes?.deleted(ENTITY, id, { ...before });
}
