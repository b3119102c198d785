import { areFeaturesEnabled, isGranted } from '../abp/permissions';
import { findRouteByName } from './match-route';
import type { AccessContext, RouteDef } from './route-table.types';

/**
 * Whether a signed-in user with this access may enter the route itself: its side, permission(s) and
 * features. Public/login rules and containers' children are the guard's and menu's business.
 */
export function canAccessRoute(route: RouteDef, access: AccessContext): boolean {
  const side = route.side ?? 'any';
  if (side !== 'any' && side !== access.side) return false;
  return isGranted(access.grantedPolicies, route.permission, route.permissionMode) && areFeaturesEnabled(access.features, route.requiredFeatures);
}

/**
 * Whether the user may open the page named `name` (it and every group above it): what decides if a link or
 * an action leading there is offered at all, e.g. upgrade/renew only to those who may renew.
 */
export function canOpenRoute(routes: readonly RouteDef[], name: string, access: AccessContext): boolean {
  const found = findRouteByName(routes, name);
  return found !== null && [...found.ancestors, found.route].every((route) => canAccessRoute(route, access));
}
