import type { OrganizationTree } from '../../../components/data-ui/organization-tree';
import type { TFunction } from '../../../i18n/rosetta';

/** A settlement's scope as it reads: its organizations' names, or the whole company. */
export function scopeLabel(organizationIds: readonly string[], tree: OrganizationTree, t: TFunction): string {
  if (organizationIds.length === 0) return t('Wages.Scope.All');
  return organizationIds.map((id) => tree.items.find((o) => o.id === id)?.name ?? '…').join('、');
}
