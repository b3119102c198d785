import type { CurrentRouteSnapshot } from './current-route.machine';
import { findRouteByName, findRouteByPath, isContainer, matchRoute } from './match-route';
import { DASHBOARD_ROUTE_NAME, REDIRECT_ROUTE_NAME } from './route-table';
import { routeTitle } from './route-title';
import type { RouteDef } from './route-table.types';

export interface BreadcrumbItem {
  /** Route name. */
  readonly key: string;
  /** i18n key. */
  readonly title: string;
  /** Present when the crumb is a link: pages other than the current one (groups are not pages). */
  readonly path?: string;
}

/** '/redirect/x/y' → '/x/y' (repeatedly): a tab refresh keeps the trail of the page being refreshed. */
function withoutRedirectPrefix(routes: readonly RouteDef[], path: string): string {
  let current = path;
  // Each pass drops the '/redirect' prefix, so the loop ends.
  for (;;) {
    const match = matchRoute(routes, current);
    if (match?.route.name !== REDIRECT_ROUTE_NAME) return current;
    current = `/${match.params['path'] ?? ''}`;
  }
}

/**
 * The breadcrumb for a path (product-spec §2): always Dashboard first (once, also on the dashboard), then
 * the groups and the page. A hidden page borrows the trail of its `activeMenu` page (so an edit page
 * shows its list); routes marked `breadcrumb: false` are skipped; the last crumb is not a link.
 */
export function buildBreadcrumb(routes: readonly RouteDef[], path: string, search = ''): readonly BreadcrumbItem[] {
  const match = matchRoute(routes, withoutRedirectPrefix(routes, path));
  let chain: RouteDef[] = [];
  if (match) {
    const base = match.route.hidden === true && match.route.activeMenu !== undefined ? findRouteByPath(routes, match.route.activeMenu) : null;
    chain = base ? [...base.ancestors, base.route, match.route] : [...match.ancestors, match.route];
  }
  const dashboard = findRouteByName(routes, DASHBOARD_ROUTE_NAME)?.route;
  const trail = [
    ...(dashboard ? [dashboard] : []),
    ...chain.filter((route) => route.breadcrumb !== false && route.name !== DASHBOARD_ROUTE_NAME),
  ];
  return trail.map((route, index) => {
    const isLast = index === trail.length - 1;
    const item = { key: route.name, title: isLast ? routeTitle(route, search) : route.title };
    return isLast || isContainer(route) ? item : { ...item, path: route.path };
  });
}

const trails = new WeakMap<object, readonly BreadcrumbItem[]>();

/**
 * The current route's breadcrumb (a selector of the current-route actor). Worked out in the shell's chunk
 * rather than in the actor, which the first load of every page carries; one trail per location.
 */
export function selectBreadcrumb(snapshot: CurrentRouteSnapshot): readonly BreadcrumbItem[] {
  const { routes, location } = snapshot.context;
  let trail = trails.get(location);
  if (trail === undefined) {
    trail = buildBreadcrumb(routes, location.path, location.search);
    trails.set(location, trail);
  }
  return trail;
}
