export {
  activeMenuPath,
  buildMenu,
  type MenuItem,
} from './menu';
export { buildBreadcrumb, selectBreadcrumb, type BreadcrumbItem } from './breadcrumb';
export {
  currentRouteMachine,
  currentRouteSelectors,
  resolveCurrentRoute,
  type CurrentRouteContext,
  type CurrentRouteEvent,
  type CurrentRouteInput,
  type CurrentRouteSnapshot,
  type RouteLocation,
} from './current-route.machine';
export {
  decide,
  loginRedirectTarget,
  pageTitle,
  type GuardDecision,
  type GuardState,
  type NavigationTarget,
} from './guard';
export {
  MOBILE_BREAKPOINT,
  SIDEBAR_WIDTH,
  deviceForWidth,
  layoutMachine,
  selectLayout,
  type Device,
  type LayoutContext,
  type LayoutEvent,
  type LayoutInput,
  type LayoutSnapshot,
  type LayoutView,
} from './layout.machine';
export {
  findRouteByName,
  findRouteByPath,
  flattenRoutes,
  isContainer,
  joinFullPath,
  matchRoute,
  splitFullPath,
  type FlatRoute,
  type LocationParts,
  type RouteMatch,
} from './match-route';
export { canAccessRoute, canOpenRoute } from './route-access';
export { routeHref } from './route-href';
export { routeTitle } from './route-title';
export {
  APP_TITLE_KEY,
  DASHBOARD_PATH,
  DASHBOARD_ROUTE_NAME,
  FORBIDDEN_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  REDIRECT_PREFIX,
  REDIRECT_ROUTE_NAME,
  ROUTE_TABLE,
} from './route-table';
export type { AccessContext, AppSide, RouteDef, RouteIcon, RouteSide } from './route-table.types';
export { readRedirectParam, safeRedirect, withRedirectParam } from './safe-redirect';
export {
  addView,
  affixTagViews,
  closeAllViews,
  closeOtherViews,
  closeView,
  createTagsState,
  isTaggable,
  refreshView,
  restoreTagsState,
  serializeTagViews,
  tagViewFor,
  tagViewOf,
  type StoredTagView,
  type TagView,
  type TagsTransition,
  type TagsViewState,
} from './tags-view';
export {
  TAGS_VIEW_STORAGE_PREFIX,
  tagsViewMachine,
  tagsViewStorageKey,
  type TagsOwner,
  type TagsViewContext,
  type TagsViewEmitted,
  type TagsViewEvent,
  type TagsViewInput,
  type TagsViewSnapshot,
} from './tags-view.machine';
