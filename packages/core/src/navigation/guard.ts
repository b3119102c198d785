import { flattenRoutes, isContainer, joinFullPath, matchRoute, splitFullPath } from './match-route';
import { canAccessRoute } from './route-access';
import { routeTitle } from './route-title';
import {
  DASHBOARD_PATH,
  FORBIDDEN_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  REDIRECT_ROUTE_NAME,
  ROUTE_TABLE,
} from './route-table';
import type { AccessContext, RouteDef } from './route-table.types';
import { readRedirectParam, safeRedirect, withRedirectParam } from './safe-redirect';

/** Where the user wants to go. `search`/`hash` may carry their '?'/'#' or not. */
export interface NavigationTarget {
  readonly path: string;
  readonly search?: string;
  readonly hash?: string;
}

/** What the guard needs to know about the session. */
export interface GuardState extends AccessContext {
  /** The application configuration has loaded (navigation rule 1). */
  readonly configLoaded: boolean;
  /** The refresh flag equals 'start' (navigation rule 3). */
  readonly loggedIn: boolean;
}

export type GuardDecision =
  | { readonly kind: 'wait' }
  /** `title` is the page's i18n key at this location (`routeTitle`); see `pageTitle`. */
  | { readonly kind: 'allow'; readonly route: RouteDef; readonly title: string }
  /** Navigate to `to` replacing the current history entry. */
  | { readonly kind: 'redirect'; readonly to: string };

const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/**
 * Forward to `path` carrying the visitor's query and hash, unless they would make the target unsafe
 * (a backslash or control character): then they are dropped. Returns null when even the path is unsafe.
 */
function forward(path: string, search: string, hash: string): string | null {
  return safeRedirect(joinFullPath({ path, search, hash })) ?? safeRedirect(path);
}

/** '/redirect/redirect/x' → 'x': nested helper prefixes are peeled at once so a refresh never chains. */
function stripRedirectSegments(rest: string): string {
  let inner = rest;
  while (/^redirect(\/|$)/i.test(inner)) inner = inner.replace(/^redirect\/?/i, '');
  return inner;
}

/** The first page under a container the user may enter, preferring ones shown in the sidebar. */
function firstAccessiblePage(container: RouteDef, access: AccessContext): RouteDef | null {
  const pages = flattenRoutes(container.children ?? [])
    .filter(({ route, ancestors }) => !isContainer(route) && [...ancestors, route].every((r) => canAccessRoute(r, access)))
    .map(({ route }) => route);
  return pages.find((route) => route.hidden !== true) ?? pages[0] ?? null;
}

/**
 * Where a signed-in visitor of the login page goes: the `?redirect=` target when it is a safe path to a
 * signed-in page of ours (so coming back after a login lands where the user was going), else '/'.
 * Public pages (the login page itself, /redirect/…) are refused, so this can never bounce back here.
 */
export function loginRedirectTarget(search: string | undefined, routes: readonly RouteDef[] = ROUTE_TABLE): string {
  const wanted = safeRedirect(readRedirectParam(search));
  if (wanted === null) return '/';
  const match = matchRoute(routes, splitFullPath(wanted).path);
  return match === null || match.route.public === true ? '/' : wanted;
}

/**
 * The navigation guard (product-spec §2 navigation rules), as a pure decision the router adapter applies:
 * 1. wait until the application configuration has loaded;
 * 2. '/' → /dashboard; an unknown path → /404; /redirect/{path} → /{path} (with the query and hash);
 *    every redirect target is a safe same-origin path (`safeRedirect`);
 * 3. public pages are allowed, except that a signed-in user on the login page is sent on (see
 *    `loginRedirectTarget`);
 * 4. not signed in → /account/login?redirect=<encoded full path incl. query and hash>;
 * 5. a group path → its first page the user may enter;
 * 6. a missing permission, feature or wrong side → /403?redirect=<encoded full path>.
 */
export function decide(target: NavigationTarget, state: GuardState, routes: readonly RouteDef[] = ROUTE_TABLE): GuardDecision {
  if (!state.configLoaded) return { kind: 'wait' };
  const search = target.search ?? '';
  const hash = target.hash ?? '';
  if (target.path === '' || target.path === '/') return redirect(DASHBOARD_PATH);

  const match = matchRoute(routes, target.path);
  if (match === null) return redirect(NOT_FOUND_PATH);
  const { route } = match;

  if (route.name === REDIRECT_ROUTE_NAME) {
    return redirect(forward(`/${stripRedirectSegments(match.params['path'] ?? '')}`, search, hash) ?? NOT_FOUND_PATH);
  }
  if (route.redirect !== undefined) return redirect(forward(route.redirect, search, hash) ?? route.redirect);

  if (route.public === true) {
    if (state.loggedIn && route.path === LOGIN_PATH) return redirect(loginRedirectTarget(search, routes));
    return { kind: 'allow', route, title: routeTitle(route, search) };
  }

  const fullPath = joinFullPath(target);
  if (!state.loggedIn) return redirect(withRedirectParam(LOGIN_PATH, fullPath));

  const forbidden = redirect(withRedirectParam(FORBIDDEN_PATH, fullPath));
  if (![...match.ancestors, route].every((r) => canAccessRoute(r, state))) return forbidden;
  if (isContainer(route)) {
    const page = firstAccessiblePage(route, state);
    return page === null ? forbidden : redirect(forward(page.path, search, hash) ?? page.path);
  }
  return { kind: 'allow', route, title: routeTitle(route, search) };
}

/**
 * The document title (navigation rule 2): translated route title + ' - ' + application title.
 * `appTitle` is already translated (usually `t(APP_TITLE_KEY)`); without a route it stands alone.
 */
export function pageTitle(
  route: Pick<RouteDef, 'title'> | null | undefined,
  t: (key: string) => string,
  appTitle: string,
): string {
  return route ? `${t(route.title)} - ${appTitle}` : appTitle;
}
