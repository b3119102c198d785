import type { OrganizationTree } from '../../../components/data-ui/organization-tree';
import type { TFunction } from '../../../i18n/rosetta';

/** A settlement's scope as it reads: its chosen workers, its organizations' names, or the whole company. */
export function scopeLabel(scope: { organizationIds: readonly string[]; userIds: readonly string[] }, tree: OrganizationTree, t: TFunction): string {
  const { organizationIds, userIds } = scope;
  if (userIds.length > 0) return t('Wages.Scope.Workers', { count: userIds.length });
  if (organizationIds.length === 0) return t('Wages.Scope.All');
  return organizationIds.map((id) => tree.items.find((o) => o.id === id)?.name ?? '…').join('、');
}
