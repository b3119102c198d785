import { InputReader, property, type Validated } from '../validation/input-reader';
import { wouldCycle, type TreeItem } from '../tree/tree';

/** Organizations (车间 → 产线/班组 …, any depth): what every people-owned list and report filters by. */

export const ORGANIZATION_TYPES = ['Workshop', 'Line', 'Group', 'Office'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const PeopleLimits = {
  nameMax: 64,
  sortMax: 999_999,
  roleNameMax: 64,
  /** Permissions in one role: the whole catalogue fits. */
  permissionsMax: 500,
} as const;

export interface OrganizationInput {
  name: string;
  type: OrganizationType;
  parentId: string | null;
  leaderUserId: string | null;
  sort: number;
}

export interface OrganizationDto extends OrganizationInput, TreeItem {
  id: string;
  /** Members directly in it (not below). */
  memberCount: number;
  concurrencyStamp: string;
}

/**
 * Create/update body → input. `selfId` (on update) refuses the organization as its own parent; a move under
 * one of its descendants needs the whole tree (`organizationMoveProblem`).
 */
export function validateOrganizationInput(raw: unknown, selfId: string | null = null): Validated<OrganizationInput> {
  const reader = new InputReader();
  const name = reader.text('name', property(raw, 'name'), PeopleLimits.nameMax);
  const type = reader.oneOf('type', property(raw, 'type'), ORGANIZATION_TYPES, 'Group');
  const parentId = reader.optionalId('parentId', property(raw, 'parentId'));
  if (parentId !== null && parentId === selfId?.toLowerCase()) reader.fail('parentId', 'People.Validation.OrganizationCycle');
  const leaderUserId = reader.optionalId('leaderUserId', property(raw, 'leaderUserId'));
  const sort = reader.integer('sort', property(raw, 'sort'), 0, PeopleLimits.sortMax, 0);
  return reader.result({ name, type, parentId, leaderUserId, sort });
}

/** Why `id` cannot move under `parentId` in this tree, or null when it can. */
export function organizationMoveProblem(organizations: readonly Pick<TreeItem, 'id' | 'parentId'>[], id: string, parentId: string | null): 'People.Validation.OrganizationCycle' | 'People.Validation.OrganizationParentMissing' | null {
  if (parentId !== null && !organizations.some((o) => o.id === parentId)) return 'People.Validation.OrganizationParentMissing';
  return wouldCycle(organizations, id, parentId) ? 'People.Validation.OrganizationCycle' : null;
}
