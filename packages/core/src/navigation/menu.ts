import { isContainer, matchRoute } from './match-route';
import { isGranted } from '../abp/permissions';
import { canAccessRoute } from './route-access';
import type { AccessContext, RouteDef, RouteIcon } from './route-table.types';

/** One sidebar entry. With `children` it is a submenu; otherwise a link to `path`. */
export interface MenuItem {
  /** The route name: unique, a stable React key. */
  readonly key: string;
  /** i18n key. */
  readonly title: string;
  readonly icon?: RouteIcon;
  /** A link's page path, or a submenu's group path (its identity for open/closed state). */
  readonly path: string;
  readonly children?: readonly MenuItem[];
}

function toItem(route: RouteDef, access: AccessContext): MenuItem | null {
  if (route.public === true || route.hidden === true || !canAccessRoute(route, access)) return null;
  if (route.menuPermission !== undefined && !isGranted(access.grantedPolicies, route.menuPermission, 'any')) return null;
  const base = { key: route.name, title: route.title, path: route.path, ...(route.icon ? { icon: route.icon } : {}) };
  if (!isContainer(route)) return base;
  const children = (route.children ?? []).map((child) => toItem(child, access)).filter((item) => item !== null);
  const [only] = children;
  if (only === undefined) return null;
  if (children.length > 1) return { ...base, children };
  // One visible child stands in for its group; it inherits the group's icon when it has none.
  return only.icon === undefined && route.icon !== undefined ? { ...only, icon: route.icon } : only;
}

/**
 * The sidebar for a user (product-spec §2 layout shell): an entry is left out when it is public, hidden
 * or its side/permission/features do not match; a group shows only when some child shows; a group with
 * exactly one visible child shows as that child alone, otherwise as a submenu.
 */
export function buildMenu(routes: readonly RouteDef[], access: AccessContext): readonly MenuItem[] {
  return routes.map((route) => toItem(route, access)).filter((item) => item !== null);
}

/** The menu path to highlight for a location: a hidden page's `activeMenu`, else its own path. */
export function activeMenuPath(routes: readonly RouteDef[], path: string): string | null {
  const match = matchRoute(routes, path);
  if (match === null) return null;
  return match.route.activeMenu ?? match.route.path;
}
