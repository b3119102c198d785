import type { RouteDef } from './route-table.types';

/** A route with the containers above it, outermost first. */
export interface FlatRoute {
  readonly route: RouteDef;
  readonly ancestors: readonly RouteDef[];
}

export interface RouteMatch extends FlatRoute {
  /** Values of `:name` / `:name*` segments (the rest segment joined with '/'). */
  readonly params: Readonly<Record<string, string>>;
}

/** A location split into its parts; `search` keeps its '?' and `hash` its '#' (or they are ''). */
export interface LocationParts {
  readonly path: string;
  readonly search: string;
  readonly hash: string;
}

const flatCache = new WeakMap<readonly RouteDef[], readonly FlatRoute[]>();

/** Every route of the table, depth first (containers before their children), with its ancestors. */
export function flattenRoutes(routes: readonly RouteDef[]): readonly FlatRoute[] {
  const cached = flatCache.get(routes);
  if (cached) return cached;
  const out: FlatRoute[] = [];
  const walk = (list: readonly RouteDef[], ancestors: readonly RouteDef[]) => {
    for (const route of list) {
      out.push({ route, ancestors });
      if (route.children) walk(route.children, [...ancestors, route]);
    }
  };
  walk(routes, []);
  flatCache.set(routes, out);
  return out;
}

/** Whether the route is a group of pages rather than a page. */
export function isContainer(route: RouteDef): boolean {
  return route.children !== undefined && route.children.length > 0;
}

/** Drop a query/hash if the caller passed one, and one trailing slash (wouter ignores it too). */
function pathOnly(path: string): string {
  const cut = path.search(/[?#]/);
  const bare = cut < 0 ? path : path.slice(0, cut);
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] ?? '';
    if (segment.startsWith(':') && segment.endsWith('*')) {
      params[segment.slice(1, -1)] = have.slice(i).join('/');
      return params;
    }
    const actual = have[i];
    if (actual === undefined) return null;
    if (segment.startsWith(':')) {
      if (actual === '') return null;
      params[segment.slice(1)] = actual;
    } else if (segment.toLowerCase() !== actual.toLowerCase()) {
      // Case-insensitive like the original router (and wouter), so /Product/List still finds its page.
      return null;
    }
  }
  return want.length === have.length ? params : null;
}

/**
 * The route a path belongs to, or null: the first match in table order (the /redirect/:path* helper
 * comes last). '/' matches nothing: the guard sends it to the dashboard.
 */
export function matchRoute(routes: readonly RouteDef[], path: string): RouteMatch | null {
  const bare = pathOnly(path);
  if (!bare.startsWith('/') || bare === '/') return null;
  for (const flat of flattenRoutes(routes)) {
    const params = matchPattern(flat.route.path, bare);
    if (params) return { ...flat, params };
  }
  return null;
}

/** The route declared with exactly this path pattern (case-insensitive), e.g. an `activeMenu` target. */
export function findRouteByPath(routes: readonly RouteDef[], path: string): FlatRoute | null {
  const want = path.toLowerCase();
  return flattenRoutes(routes).find((flat) => flat.route.path.toLowerCase() === want) ?? null;
}

export function findRouteByName(routes: readonly RouteDef[], name: string): FlatRoute | null {
  return flattenRoutes(routes).find((flat) => flat.route.name === name) ?? null;
}

/** Split '/a/b?x=1#h' into path '/a/b', search '?x=1', hash '#h'. */
export function splitFullPath(fullPath: string): LocationParts {
  const hashAt = fullPath.indexOf('#');
  const beforeHash = hashAt < 0 ? fullPath : fullPath.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : fullPath.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt < 0
    ? { path: beforeHash, search: '', hash }
    : { path: beforeHash.slice(0, queryAt), search: beforeHash.slice(queryAt), hash };
}

/**
 * path + search + hash. `search` and `hash` may come with or without their leading '?' / '#'
 * (wouter's useSearch drops the '?', location.search keeps it); empty ones add nothing.
 */
export function joinFullPath(target: { readonly path: string; readonly search?: string; readonly hash?: string }): string {
  const search = target.search ?? '';
  const hash = target.hash ?? '';
  const q = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  const h = hash === '' || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`;
  return `${target.path}${q}${h}`;
}
