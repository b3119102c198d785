import type { ListResultDto } from '@eticket/core/paging';
import type { OrganizationDto } from '@eticket/core/people';
import { buildTree, flattenTree, subtreeIds, type TreeNode } from '@eticket/core/tree';
import { useMemo } from 'react';
import { SharedResource } from '../../kit/shared-resources';
import type { SelectOption } from './select-box';
import { useQuery } from './use-query';

export interface OrganizationTree {
  items: readonly OrganizationDto[];
  /** Depth-first, the order the panel and every select show. */
  nodes: readonly TreeNode<OrganizationDto>[];
  loaded: boolean;
}

/**
 * The company's organization tree, read whole (it is small) and again after any organization save. `load` is
 * the calling module's own endpoint (each module builds its endpoint group in its own chunk); keep it stable.
 */
export function useOrganizationTreeOf(load: (signal: AbortSignal) => Promise<ListResultDto<OrganizationDto>>): OrganizationTree {
  const query = useQuery([SharedResource.organization, 'tree'], load);
  const items = query.data?.items;
  return useMemo(() => {
    const rows = items ?? [];
    return { items: rows, nodes: flattenTree(buildTree(rows)), loaded: items !== undefined };
  }, [items]);
}

/**
 * The tree as select options, indented by depth. `movingId`: the organization being moved, which is offered
 * neither itself nor anything below it (the server refuses such a move as a cycle).
 */
export function organizationOptions(tree: OrganizationTree, movingId: string | null = null): SelectOption[] {
  const excluded = movingId === null ? new Set<string>() : subtreeIds(tree.items, movingId);
  return tree.nodes.filter((node) => !excluded.has(node.item.id)).map((node) => ({ value: node.item.id, label: `${'\u3000'.repeat(node.depth)}${node.item.name}` }));
}
