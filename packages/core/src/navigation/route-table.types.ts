import type { FeatureValues, GrantedPolicies, PermissionMode } from '../abp/permissions';

/** Which side of the product a signed-in user is on (decided by currentTenant.isAvailable). */
export type AppSide = 'tenant' | 'host';

/** The side a route belongs to; 'any' routes serve both sides (and anonymous visitors when public). */
export type RouteSide = AppSide | 'any';

/** Icon names the route table uses; the web maps each to a component (an exhaustive map catches new ones). */
export type RouteIcon =
  | 'dashboard'
  | 'shirt'
  | 'clipboard'
  | 'price-tag'
  | 'wallet'
  | 'scissors'
  | 'truck'
  | 'check-circle'
  | 'chart'
  | 'contacts'
  | 'factory'
  | 'user'
  | 'shield'
  | 'assistant'
  | 'history'
  | 'api'
  | 'settings'
  | 'production'
  | 'monitor'
  | 'inbox'
  | 'building'
  | 'coins'
  | 'megaphone'
  | 'scan';

/**
 * One entry of the route table (VEA's meta contract, adapted: permissions are ABP policy names and the
 * title is an i18n key, translated at render time so a language switch retitles menus and tabs).
 *
 * Paths are absolute, also for children, so no path joining is ever needed. A route with `children` is a
 * container: a menu group, never a page itself.
 */
export interface RouteDef {
  /** Absolute path pattern: literal segments, `:name` (one segment) or a last `:name*` (the rest). */
  readonly path: string;
  /** Unique; the tags-view cache key. */
  readonly name: string;
  /** i18n key, e.g. 'Route.ProductList'. */
  readonly title: string;
  /**
   * i18n key of the title while the page creates a record (no `id` in the query: new, or a copy); `title`
   * is then the title of editing an existing one (`routeTitle`).
   */
  readonly newTitle?: string;
  /** Reachable without login (product-spec §2 public list). */
  readonly public?: true;
  /** Default 'any'. Tenant routes are refused on the host side and vice versa. */
  readonly side?: RouteSide;
  /** ABP policy name(s); see `permissionMode`. */
  readonly permission?: string | readonly string[];
  /** How a permission list matches; default 'any'. */
  readonly permissionMode?: PermissionMode;
  /** Feature names whose value must be the string 'true'. */
  readonly requiredFeatures?: readonly string[];
  /**
   * `false` marks a signed-in page that deliberately has no permission check (production, kanban,
   * dashboard). A test requires every non-public page to have either a permission or this flag.
   */
  readonly guarded?: false;
  /**
   * Shown in the sidebar only to holders of one of these (the page itself stays open, e.g. unguarded
   * production pages kept out of a worker's menu, which leads to what a worker does).
   */
  readonly menuPermission?: readonly string[];
  /** Never shown in the sidebar (detail, edit and print pages; the renew page). */
  readonly hidden?: boolean;
  /** The page is not kept alive when its tab is in the background. */
  readonly noCache?: boolean;
  /** Pinned tab that cannot be closed (Dashboard). */
  readonly affix?: boolean;
  readonly icon?: RouteIcon;
  readonly children?: readonly RouteDef[];
  /** For hidden pages: the menu entry to highlight, and the breadcrumb chain to use. */
  readonly activeMenu?: string;
  /** `false` leaves this route out of the breadcrumb (single-child groups, whose child says the same). */
  readonly breadcrumb?: false;
  /** Visiting this path goes straight to another one (e.g. /account → /account/login). */
  readonly redirect?: string;
}

/** What a user may see: the parts of the application configuration that gate routes. */
export interface AccessContext {
  readonly grantedPolicies: GrantedPolicies;
  readonly features: FeatureValues;
  /** null before the side is known (anonymous, configuration not loaded). */
  readonly side: AppSide | null;
}
