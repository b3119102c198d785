import { ErrorCodes } from '@eticket/core/abp';
import { and, eq, inArray } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { organizations, roles, technicalLevels, userRoles, users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { normalizeName } from '../../identity/normalize';
import { assertSeatsAvailable } from './quota';

/** Stand-in until the users service lands (same signature); replaced on merge. */
export interface NewMember {
  userName: string;
  name: string;
  passwordHash: string;
  phoneNumber: string | null;
  organizationId: string | null;
  technicalLevelId: string | null;
  roleIds: readonly string[];
}

export async function addMember(tx: TenantTx, tenantId: string, creatorId: string | null, member: NewMember): Promise<string> {
  await assertSeatsAvailable(tx, tenantId, 1);
  const missing = (key: string) => new AppError(400, ErrorCodes.Validation, key);
  if (member.organizationId !== null) {
    const [org] = await tx.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, member.organizationId)));
    if (!org) throw missing('People.Approval.Error.OrganizationMissing');
  }
  if (member.technicalLevelId !== null) {
    const [level] = await tx.select({ id: technicalLevels.id }).from(technicalLevels).where(and(eq(technicalLevels.tenantId, tenantId), eq(technicalLevels.id, member.technicalLevelId)));
    if (!level) throw missing('People.Approval.Error.LevelMissing');
  }
  const defaults = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.isDefault, true)));
  const roleRows =
    member.roleIds.length === 0
      ? defaults.length > 0
        ? defaults
        : await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.normalizedName, 'worker')))
      : await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, tenantId), inArray(roles.id, [...member.roleIds])));
  if (member.roleIds.length > 0 && roleRows.length !== member.roleIds.length) throw missing('People.Approval.Error.RoleMissing');
  const [user] = await tx
    .insert(users)
    .values({
      tenantId,
      userName: member.userName.trim(),
      normalizedUserName: normalizeName(member.userName),
      name: member.name,
      phoneNumber: member.phoneNumber,
      passwordHash: member.passwordHash,
      organizationId: member.organizationId,
      technicalLevelId: member.technicalLevelId,
      creatorId,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  if (roleRows.length > 0) await tx.insert(userRoles).values(roleRows.map((r) => ({ tenantId, userId: user.id, roleId: r.id })));
  return user.id;
}
