import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { TenantPermissions } from '../abp/permission-names';
import { buildBreadcrumb, selectBreadcrumb } from './breadcrumb';
import { currentRouteMachine, currentRouteSelectors, resolveCurrentRoute, type RouteLocation } from './current-route.machine';
import { decide, type GuardState } from './guard';
import { activeMenuPath } from './menu';
import { ROUTE_TABLE } from './route-table';

const signedIn: GuardState = { configLoaded: true, loggedIn: true, grantedPolicies: {}, features: {}, side: 'tenant' };
const tenantUser = (granted: readonly string[] = []): GuardState => ({ ...signedIn, grantedPolicies: Object.fromEntries(granted.map((name) => [name, true])) });
const at = (path: string, search = ''): RouteLocation => ({ path, search, hash: '' });

function start(location: RouteLocation, access: GuardState) {
  const actor = createActor(currentRouteMachine, { input: { location, access } });
  actor.start();
  return actor;
}

describe('the current-route actor', () => {
  it('decides the first location at once, with its breadcrumb and sidebar entry', () => {
    const actor = start(at('/order/edit', '?id=1'), tenantUser([TenantPermissions.OrderManagement]));
    const s = actor.getSnapshot();
    expect(currentRouteSelectors.decision(s)).toMatchObject({ kind: 'allow', route: { name: 'OrderEdit' } });
    expect(currentRouteSelectors.shown(s)?.name).toBe('OrderEdit');
    expect(currentRouteSelectors.active(s)).toBe(true);
    expect(currentRouteSelectors.activeMenu(s)).toBe('/order/list');
    expect(selectBreadcrumb(s).map((item) => item.key)).toEqual(buildBreadcrumb(ROUTE_TABLE, '/order/edit').map((item) => item.key));
  });

  it('keeps showing the last allowed page while the guard redirects or waits', () => {
    const actor = start(at('/order/list'), tenantUser([TenantPermissions.OrderManagement]));
    actor.send({ type: 'route.locate', location: at('/no/such/page') });
    expect(currentRouteSelectors.decision(actor.getSnapshot())).toEqual({ kind: 'redirect', to: '/404' });
    expect(currentRouteSelectors.shown(actor.getSnapshot())?.name).toBe('OrderList');
    expect(currentRouteSelectors.active(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'route.access', access: { ...tenantUser(), configLoaded: false } });
    expect(currentRouteSelectors.decision(actor.getSnapshot())).toEqual({ kind: 'wait' });
    expect(currentRouteSelectors.shown(actor.getSnapshot())?.name).toBe('OrderList');
  });

  it('gives one breadcrumb per location (views re-render only when it moves)', () => {
    const actor = start(at('/order/list'), tenantUser([TenantPermissions.OrderManagement]));
    const first = selectBreadcrumb(actor.getSnapshot());
    actor.send({ type: 'route.access', access: tenantUser([TenantPermissions.OrderManagement, TenantPermissions.TicketScan]) });
    expect(selectBreadcrumb(actor.getSnapshot())).toBe(first);
    actor.send({ type: 'route.locate', location: at('/order/edit') });
    expect(selectBreadcrumb(actor.getSnapshot()).map((item) => item.key)).toEqual(buildBreadcrumb(ROUTE_TABLE, '/order/edit').map((item) => item.key));
  });

  it('ignores a location or access equal to the current one (no new snapshot for the views)', () => {
    const access = tenantUser([TenantPermissions.OrderManagement]);
    const actor = start(at('/order/list'), access);
    const before = actor.getSnapshot().context;
    actor.send({ type: 'route.locate', location: at('/order/list') });
    actor.send({ type: 'route.access', access: { ...access } });
    expect(actor.getSnapshot().context).toBe(before);
  });

  it('decides again when the access changes (a grant lost sends the page to /403)', () => {
    const actor = start(at('/order/list'), tenantUser([TenantPermissions.OrderManagement]));
    actor.send({ type: 'route.access', access: tenantUser() });
    expect(currentRouteSelectors.decision(actor.getSnapshot())).toMatchObject({ kind: 'redirect' });
    expect(currentRouteSelectors.location(actor.getSnapshot())).toEqual(at('/order/list'));
  });

  it('agrees with the guard, the menu and the breadcrumb for any location of the table', () => {
    const paths = ROUTE_TABLE.flatMap(function walk(route): string[] {
      return [route.path, ...(route.children ?? []).flatMap(walk)];
    });
    fc.assert(
      fc.property(fc.constantFrom(...paths, '/', '/nope'), fc.subarray(Object.values(TenantPermissions)), (path, granted) => {
        const access = tenantUser(granted);
        const resolved = resolveCurrentRoute(ROUTE_TABLE, at(path), access, null);
        expect(resolved.decision).toEqual(decide(at(path), access));
        expect(resolved.activeMenu).toBe(activeMenuPath(ROUTE_TABLE, path));
        expect(resolved.shown).toBe(resolved.decision.kind === 'allow' ? resolved.decision.route : null);
      }),
    );
  });
});
