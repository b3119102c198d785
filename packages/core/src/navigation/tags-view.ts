import { isContainer, joinFullPath, matchRoute, splitFullPath } from './match-route';
import { canAccessRoute } from './route-access';
import { routeTitle } from './route-title';
import { DASHBOARD_ROUTE_NAME, REDIRECT_PREFIX } from './route-table';
import type { AccessContext, RouteDef } from './route-table.types';
import { safeRedirect } from './safe-redirect';

/**
 * One tab of the tag bar. A tab is identified by its route's declared `path` (one tab per page, as in
 * VEA after #414); `fullPath` is where clicking it goes (the latest query and hash seen on that page).
 */
export interface TagView {
  /** Route name: the cache key. */
  readonly name: string;
  readonly path: string;
  readonly fullPath: string;
  /** i18n key. */
  readonly title: string;
  /** Pinned: never closed. */
  readonly affix: boolean;
  /** Never kept alive. */
  readonly noCache: boolean;
}

export interface TagsViewState {
  /** Tabs in bar order. */
  readonly visitedViews: readonly TagView[];
  /** Names of the pages kept alive (the web renders these inside <Activity>). */
  readonly cachedViews: readonly string[];
  /** Path of the current tab; null before the first page or after everything closed. */
  readonly activePath: string | null;
}

/** A new state and, when the user must move, where to navigate (the adapter applies it). */
export interface TagsTransition {
  readonly state: TagsViewState;
  readonly navigateTo: string | null;
}

/** Pages get tabs; public pages (login, 403, /redirect …) and groups do not. */
export function isTaggable(route: RouteDef): boolean {
  return route.public !== true && !isContainer(route);
}

export function tagViewOf(route: RouteDef, location: { readonly search?: string; readonly hash?: string } = {}): TagView {
  return {
    name: route.name,
    path: route.path,
    // The declared path, not the visited spelling: '/Order/List' and '/order/list' share one tab.
    fullPath: joinFullPath({ path: route.path, search: location.search ?? '', hash: location.hash ?? '' }),
    title: routeTitle(route, location.search),
    affix: route.affix === true,
    noCache: route.noCache === true,
  };
}

/** The tab for a location, or null when its route gets none (unknown, public, group). */
export function tagViewFor(
  routes: readonly RouteDef[],
  location: { readonly path: string; readonly search?: string; readonly hash?: string },
): TagView | null {
  const match = matchRoute(routes, location.path);
  if (match === null || !isTaggable(match.route)) return null;
  return tagViewOf(match.route, location);
}

/** The pinned tabs this user may see, in table order. */
export function affixTagViews(routes: readonly RouteDef[], access: AccessContext): readonly TagView[] {
  const out: TagView[] = [];
  const walk = (list: readonly RouteDef[], parentsOk: boolean) => {
    for (const route of list) {
      const ok = parentsOk && canAccessRoute(route, access);
      if (route.affix === true && ok && isTaggable(route)) out.push(tagViewOf(route));
      if (route.children) walk(route.children, ok);
    }
  };
  walk(routes, true);
  return out;
}

/** Start with the pinned tabs only. Nothing is cached until a page is actually visited. */
export function createTagsState(affix: readonly TagView[]): TagsViewState {
  return { visitedViews: affix, cachedViews: [], activePath: null };
}

const withoutName = (cached: readonly string[], name: string) => cached.filter((n) => n !== name);
/** Cached names still backed by an open, cacheable tab. */
const keepCached = (cached: readonly string[], views: readonly TagView[]) =>
  cached.filter((name) => views.some((v) => v.name === name && !v.noCache));

/**
 * Visiting a page: its tab is added (or updated in place when only the query/hash changed), becomes
 * active, and its page joins the cache unless the route says noCache.
 */
export function addView(state: TagsViewState, view: TagView): TagsViewState {
  const at = state.visitedViews.findIndex((v) => v.path === view.path);
  const visitedViews =
    at < 0 ? [...state.visitedViews, view] : state.visitedViews.map((v, i) => (i === at ? { ...view, affix: v.affix || view.affix } : v));
  const cachedViews = view.noCache || state.cachedViews.includes(view.name) ? state.cachedViews : [...state.cachedViews, view.name];
  return { visitedViews, cachedViews, activePath: view.path };
}

/**
 * Where to go once the current tab is gone (VEA toLastView): the last remaining tab; with none left,
 * '/' — or, when the closed tab was the Dashboard itself, a '/redirect' round trip that reloads it.
 */
function toLastView(remaining: readonly TagView[], closed: TagView | undefined): { navigateTo: string; activePath: string | null } {
  const last = remaining.at(-1);
  if (last) return { navigateTo: last.fullPath, activePath: last.path };
  if (closed?.name === DASHBOARD_ROUTE_NAME) return { navigateTo: `${REDIRECT_PREFIX}${closed.fullPath}`, activePath: null };
  return { navigateTo: '/', activePath: null };
}

/** Close one tab (pinned tabs stay). Closing the current tab moves to the last remaining one. */
export function closeView(state: TagsViewState, path: string): TagsTransition {
  const view = state.visitedViews.find((v) => v.path === path);
  if (!view || view.affix) return { state, navigateTo: null };
  const visitedViews = state.visitedViews.filter((v) => v !== view);
  const cachedViews = visitedViews.some((v) => v.name === view.name) ? state.cachedViews : withoutName(state.cachedViews, view.name);
  if (state.activePath !== path) return { state: { ...state, visitedViews, cachedViews }, navigateTo: null };
  const { navigateTo, activePath } = toLastView(visitedViews, view);
  return { state: { visitedViews, cachedViews, activePath }, navigateTo };
}

/** Keep the pinned tabs and the selected one (which becomes current); drop the rest and their cache. */
export function closeOtherViews(state: TagsViewState, path: string): TagsTransition {
  const view = state.visitedViews.find((v) => v.path === path);
  if (!view) return { state, navigateTo: null };
  const visitedViews = state.visitedViews.filter((v) => v.affix || v === view);
  return {
    state: { visitedViews, cachedViews: keepCached(state.cachedViews, visitedViews), activePath: view.path },
    navigateTo: state.activePath === view.path ? null : view.fullPath,
  };
}

/** Keep only the pinned tabs; leave the current page only if it is pinned. */
export function closeAllViews(state: TagsViewState): TagsTransition {
  const visitedViews = state.visitedViews.filter((v) => v.affix);
  const cachedViews = keepCached(state.cachedViews, visitedViews);
  if (visitedViews.some((v) => v.path === state.activePath)) return { state: { ...state, visitedViews, cachedViews }, navigateTo: null };
  const current = state.visitedViews.find((v) => v.path === state.activePath);
  const { navigateTo, activePath } = toLastView(visitedViews, current);
  return { state: { visitedViews, cachedViews, activePath }, navigateTo };
}

/**
 * Reload a tab's page: drop it from the cache and go through '/redirect' + fullPath, so the page is
 * unmounted and mounts afresh (it rejoins the cache when the visit is added again).
 */
export function refreshView(state: TagsViewState, path: string): TagsTransition {
  const view = state.visitedViews.find((v) => v.path === path);
  if (!view) return { state, navigateTo: null };
  return {
    state: { ...state, cachedViews: withoutName(state.cachedViews, view.name), activePath: view.path },
    navigateTo: `${REDIRECT_PREFIX}${view.fullPath}`,
  };
}

/** What is kept across a reload: each tab's path and full path. */
export interface StoredTagView {
  readonly path: string;
  readonly fullPath: string;
}

export function serializeTagViews(state: TagsViewState): string {
  const views: StoredTagView[] = state.visitedViews.map(({ path, fullPath }) => ({ path, fullPath }));
  return JSON.stringify({ version: 1, views });
}

function isStoredView(value: unknown): value is StoredTagView {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'fullPath' in value &&
    typeof value.path === 'string' &&
    typeof value.fullPath === 'string'
  );
}

/**
 * Rebuild the tab bar after a reload: the pinned tabs, then the stored tabs whose pages still exist and
 * are still permitted for `access` (a role change or tenant switch drops the others). Tampered or broken
 * data is ignored. Restored tabs are not cached: their pages mount when first shown.
 */
export function restoreTagsState(routes: readonly RouteDef[], access: AccessContext, stored: string | null): TagsViewState {
  let state = createTagsState(affixTagViews(routes, access));
  let parsed: unknown = null;
  try {
    parsed = stored === null ? null : JSON.parse(stored);
  } catch {
    parsed = null;
  }
  const views: unknown = typeof parsed === 'object' && parsed !== null && 'views' in parsed ? parsed.views : [];
  if (!Array.isArray(views)) return state;
  for (const item of views as unknown[]) {
    if (!isStoredView(item) || safeRedirect(item.fullPath) === null) continue;
    const location = splitFullPath(item.fullPath);
    const match = matchRoute(routes, location.path);
    if (match === null || !isTaggable(match.route) || match.route.path !== item.path) continue;
    if (![...match.ancestors, match.route].every((route) => canAccessRoute(route, access))) continue;
    const view = tagViewOf(match.route, location);
    const at = state.visitedViews.findIndex((v) => v.path === view.path);
    state = {
      ...state,
      visitedViews: at < 0 ? [...state.visitedViews, view] : state.visitedViews.map((v, i) => (i === at ? { ...v, fullPath: view.fullPath, title: view.title } : v)),
    };
  }
  return state;
}
