import { areFeaturesEnabled, isGranted } from '../abp/permissions';
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
