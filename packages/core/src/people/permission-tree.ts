import { HostPermissions as H, TenantPermissions as T, parentPermission, type PermissionName } from '../abp/permission-names';
import { sidePermissions, withParents, type PermissionSide } from './permission-grants';

/**
 * The role editor's permission tree: groups → top-level permissions → their children (ABP's dotted
 * catalogue), built from the core permission catalogue so a permission added there shows up here — the
 * test fails when one is left out of the groups below.
 */

interface PermissionGroup {
  readonly name: string;
  readonly permissions: readonly PermissionName[];
}

/** Top-level tenant permissions by the area of the factory they belong to, in menu order. */
const TENANT_GROUPS: readonly PermissionGroup[] = [
  { name: 'Production', permissions: [T.OrderManagement, T.CuttingList, T.TicketScan, T.ProductionAssistant, T.QualityCheckManagement, T.OutOrderManagement] },
  { name: 'Wages', permissions: [T.SalaryManagement, T.MySalary, T.ReportCenter] },
  {
    name: 'Catalog',
    permissions: [
      T.ProductManagement,
      T.ProductCategoryManagement,
      T.PartTemplateManagement,
      T.ProcedureTemplateManagement,
      T.ProcedurePriceManagement,
      T.TechnicalLevelManagement,
      T.CustomerManagement,
      T.FactoryManagement,
    ],
  },
  { name: 'People', permissions: [T.UserManagement, T.RoleManagement] },
  { name: 'System', permissions: [T.Dashboard, T.GlobalSettings, T.AuditLog, T.OpenApi, T.Subscription] },
];

const HOST_GROUPS: readonly PermissionGroup[] = [
  { name: 'Tenants', permissions: [H.TenantApplication, H.TenantManagement] },
  { name: 'Business', permissions: [H.PriceManagement, H.Advertisement] },
  { name: 'People', permissions: [H.UserManagement, H.RoleManagement] },
];

export interface PermissionTreeNode {
  /** `group:<name>` for a group, else the permission name. */
  readonly key: string;
  readonly kind: 'group' | 'permission';
  /** i18n key of its label. */
  readonly label: string;
  readonly children: readonly PermissionTreeNode[];
}

/**
 * Label of a permission: a top-level one is named for itself (`Permission.OrderManagement`); a child for its
 * action (`Permission.Action.Create`), shared by every resource.
 */
export function permissionLabel(name: string): string {
  const last = name.slice(name.lastIndexOf('.') + 1);
  return parentPermission(name) === null ? `Permission.${last}` : `Permission.Action.${last}`;
}

export function buildPermissionTree(side: PermissionSide): PermissionTreeNode[] {
  const all = sidePermissions(side);
  const childrenOf = new Map<string, PermissionName[]>();
  for (const name of all) {
    const parent = parentPermission(name);
    if (parent !== null) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), name]);
  }
  const node = (name: PermissionName): PermissionTreeNode => ({
    key: name,
    kind: 'permission',
    label: permissionLabel(name),
    children: (childrenOf.get(name) ?? []).map(node),
  });
  return (side === 'tenant' ? TENANT_GROUPS : HOST_GROUPS).map((group) => ({
    key: `group:${group.name}`,
    kind: 'group',
    label: `Permission.Group.${group.name}`,
    children: group.permissions.map(node),
  }));
}

/** The permission names in a branch (the node itself when it is a permission, and everything below). */
export function branchPermissions(node: PermissionTreeNode): string[] {
  return [...(node.kind === 'permission' ? [node.key] : []), ...node.children.flatMap(branchPermissions)];
}

/**
 * Check or uncheck a branch: checking grants the whole branch and the parents it needs; unchecking revokes
 * the whole branch (its children are useless without it).
 */
export function setBranch(granted: ReadonlySet<string>, node: PermissionTreeNode, checked: boolean): Set<string> {
  const branch = branchPermissions(node);
  if (checked) return withParents([...granted, ...branch]);
  const out = new Set(granted);
  for (const name of branch) out.delete(name);
  return out;
}

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** Checked when the whole branch is granted, unchecked when none of it, otherwise indeterminate. */
export function checkState(node: PermissionTreeNode, granted: ReadonlySet<string>): CheckState {
  const branch = branchPermissions(node);
  const count = branch.filter((name) => granted.has(name)).length;
  if (count === 0) return 'unchecked';
  return count === branch.length ? 'checked' : 'indeterminate';
}

/**
 * The tree cut down to what a search matches: a matching node keeps its whole branch, a node with a matching
 * descendant stays as the path to it. `matches` usually compares the translated label.
 */
export function filterPermissionTree(nodes: readonly PermissionTreeNode[], matches: (node: PermissionTreeNode) => boolean): PermissionTreeNode[] {
  return nodes.flatMap((node) => {
    if (matches(node)) return [node];
    const children = filterPermissionTree(node.children, matches);
    return children.length === 0 ? [] : [{ ...node, children }];
  });
}
