import { assign, setup, type SnapshotFrom } from 'xstate';
import { decide, type GuardDecision, type GuardState } from './guard';
import { matchRoute } from './match-route';
import { ROUTE_TABLE } from './route-table';
import type { RouteDef } from './route-table.types';

/** Where the browser is: path, query and hash as the router reports them. */
export interface RouteLocation {
  readonly path: string;
  readonly search: string;
  readonly hash: string;
}

export interface CurrentRouteInput {
  readonly location: RouteLocation;
  readonly access: GuardState;
  /** The route table; the app's own by default (tests pass smaller ones). */
  readonly routes?: readonly RouteDef[];
}

/**
 * The one current route: what the guard decided for the location, and what the shell shows for it. The
 * guard, the sidebar, the tags view and the breadcrumb all read this instead of matching the URL again.
 */
export interface CurrentRouteContext {
  readonly routes: readonly RouteDef[];
  readonly location: RouteLocation;
  readonly access: GuardState;
  readonly decision: GuardDecision;
  /**
   * The page on screen: the allowed route, or while the guard waits or redirects the last allowed one (so the
   * shell never blinks); null before any page was allowed.
   */
  readonly shown: RouteDef | null;
  /** The sidebar entry to highlight (a hidden page's `activeMenu`). */
  readonly activeMenu: string | null;
}

export type CurrentRouteEvent =
  /** The router moved. */
  | { type: 'route.locate'; location: RouteLocation }
  /** The session's access changed (configuration loaded, login, logout, grants). */
  | { type: 'route.access'; access: GuardState };

/** The menu path to highlight for a path: a hidden page's `activeMenu`, else its own path. */
function activeMenuOf(routes: readonly RouteDef[], path: string): string | null {
  const match = matchRoute(routes, path);
  return match === null ? null : (match.route.activeMenu ?? match.route.path);
}

/** Everything derived from a location and the access, in one pass (the breadcrumb: `selectBreadcrumb`). */
export function resolveCurrentRoute(
  routes: readonly RouteDef[],
  location: RouteLocation,
  access: GuardState,
  previous: RouteDef | null,
): Omit<CurrentRouteContext, 'routes' | 'location' | 'access'> {
  const decision = decide(location, access, routes);
  return {
    decision,
    shown: decision.kind === 'allow' ? decision.route : previous,
    activeMenu: activeMenuOf(routes, location.path),
  };
}

function sameAccess(a: GuardState, b: GuardState): boolean {
  return (
    a.configLoaded === b.configLoaded &&
    a.loggedIn === b.loggedIn &&
    a.side === b.side &&
    a.grantedPolicies === b.grantedPolicies &&
    a.features === b.features
  );
}

/** The current-route actor: the app feeds it the router's location and the session's access. */
export const currentRouteMachine = setup({
  types: {
    input: {} as CurrentRouteInput,
    context: {} as CurrentRouteContext,
    events: {} as CurrentRouteEvent,
  },
  guards: {
    moved: ({ context, event }) =>
      event.type === 'route.locate' &&
      (event.location.path !== context.location.path || event.location.search !== context.location.search || event.location.hash !== context.location.hash),
    accessChanged: ({ context, event }) => event.type === 'route.access' && !sameAccess(event.access, context.access),
  },
  actions: {
    locate: assign(({ context, event }) => {
      if (event.type !== 'route.locate') return {};
      return { location: event.location, ...resolveCurrentRoute(context.routes, event.location, context.access, context.shown) };
    }),
    grant: assign(({ context, event }) => {
      if (event.type !== 'route.access') return {};
      return { access: event.access, ...resolveCurrentRoute(context.routes, context.location, event.access, context.shown) };
    }),
  },
}).createMachine({
  id: 'currentRoute',
  context: ({ input }) => {
    const routes = input.routes ?? ROUTE_TABLE;
    return { routes, location: input.location, access: input.access, ...resolveCurrentRoute(routes, input.location, input.access, null) };
  },
  // A location or access equal to the current one changes nothing: the views are not re-rendered for it.
  on: {
    'route.locate': { guard: 'moved', actions: 'locate' },
    'route.access': { guard: 'accessChanged', actions: 'grant' },
  },
});

export type CurrentRouteSnapshot = SnapshotFrom<typeof currentRouteMachine>;

/** Selectors for the views (each re-renders only when its part changes). */
export const currentRouteSelectors = {
  decision: (s: CurrentRouteSnapshot) => s.context.decision,
  shown: (s: CurrentRouteSnapshot) => s.context.shown,
  /** The route on screen is the one the guard allowed (not a leftover while it redirects). */
  active: (s: CurrentRouteSnapshot) => s.context.decision.kind === 'allow',
  activeMenu: (s: CurrentRouteSnapshot) => s.context.activeMenu,
  location: (s: CurrentRouteSnapshot) => s.context.location,
};
