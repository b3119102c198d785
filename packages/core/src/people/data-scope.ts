import { subtreeIds, type TreeItem } from '../tree/tree';

/**
 * Data scope of a role: which people-owned rows (work records, wages, reports) its holders see —
 * their own, their organization's (with every organization below it), or all of the company's.
 */
export const DATA_SCOPES = ['own', 'organization', 'all'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

/** A worker's role sees only its own rows unless the role says otherwise. */
export const DEFAULT_DATA_SCOPE: DataScope = 'own';

/** A user with several roles sees what the widest of them allows; no role at all sees only its own rows. */
export function widestScope(scopes: Iterable<DataScope>): DataScope {
  let widest: DataScope = DEFAULT_DATA_SCOPE;
  for (const scope of scopes) if (DATA_SCOPES.indexOf(scope) > DATA_SCOPES.indexOf(widest)) widest = scope;
  return widest;
}

export interface Viewer {
  userId: string;
  organizationId: string | null;
  scopes: readonly DataScope[];
}

/** What a viewer may see, resolved once per request; a store turns it into a WHERE clause. */
export type ResolvedScope =
  | { kind: 'all' }
  | { kind: 'organizations'; userId: string; organizationIds: readonly string[] }
  | { kind: 'own'; userId: string };

/**
 * The viewer's scope against the company's organizations. An organization scope without an organization
 * falls back to the viewer's own rows: nobody sees more than their roles say.
 */
export function resolveDataScope(viewer: Viewer, organizations: readonly Pick<TreeItem, 'id' | 'parentId'>[]): ResolvedScope {
  const scope = widestScope(viewer.scopes);
  if (scope === 'all') return { kind: 'all' };
  if (scope === 'organization' && viewer.organizationId !== null && organizations.some((o) => o.id === viewer.organizationId)) {
    return { kind: 'organizations', userId: viewer.userId, organizationIds: [...subtreeIds(organizations, viewer.organizationId)].sort() };
  }
  return { kind: 'own', userId: viewer.userId };
}

/** A row owned by a person: its user and the organization it was recorded under. */
export interface OwnedRow {
  userId: string;
  organizationId: string | null;
}

/** Whether a resolved scope covers a row; one's own rows are always covered. */
export function inScope(scope: ResolvedScope, row: OwnedRow): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'organizations':
      return row.userId === scope.userId || (row.organizationId !== null && scope.organizationIds.includes(row.organizationId));
    case 'own':
      return row.userId === scope.userId;
  }
}

/**
 * A production assistant reports for the members of the organizations they were granted, and of every
 * organization below those.
 */
export function assistantCovers(grantedOrganizationIds: readonly string[], organizations: readonly Pick<TreeItem, 'id' | 'parentId'>[], memberOrganizationId: string | null): boolean {
  if (memberOrganizationId === null) return false;
  return grantedOrganizationIds.some((granted) => subtreeIds(organizations, granted).has(memberOrganizationId));
}
