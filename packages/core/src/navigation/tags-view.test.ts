import { describe, expect, it } from 'vitest';
import { TenantPermissions } from '../abp/permission-names';
import { ROUTE_TABLE } from './route-table';
import type { AccessContext, RouteDef } from './route-table.types';
import {
  addView,
  affixTagViews,
  closeAllViews,
  closeOtherViews,
  closeView,
  createTagsState,
  refreshView,
  restoreTagsState,
  serializeTagViews,
  tagViewFor,
  type TagView,
  type TagsViewState,
} from './tags-view';

const anyone: AccessContext = { grantedPolicies: {}, features: {}, side: 'tenant' };
const view = (path: string, search = ''): TagView => {
  const v = tagViewFor(ROUTE_TABLE, { path, search });
  if (!v) throw new Error(`no tab for ${path}`);
  return v;
};
const start = () => createTagsState(affixTagViews(ROUTE_TABLE, anyone));
const visit = (...paths: string[]): TagsViewState => paths.reduce((s, p) => addView(s, view(p)), start());
const paths = (s: TagsViewState) => s.visitedViews.map((v) => v.path);

describe('tags view reducer', () => {
  it('starts with the pinned Dashboard tab and nothing cached', () => {
    expect(start()).toEqual({
      visitedViews: [
        { name: 'Dashboard', path: '/dashboard', fullPath: '/dashboard', title: 'Route.Dashboard', affix: true, noCache: false },
      ],
      cachedViews: [],
      activePath: null,
    });
  });

  it('gives tabs to pages only: not to public pages, groups, /redirect or unknown paths', () => {
    for (const path of ['/account/login', '/403', '/redirect/order/list', '/order', '/nope']) expect(tagViewFor(ROUTE_TABLE, { path })).toBeNull();
  });

  it('adds a visit once, caches it, and makes it current', () => {
    const s = visit('/order/list', '/wage/report', '/order/list');
    expect(paths(s)).toEqual(['/dashboard', '/order/list', '/wage/report']);
    expect(s.cachedViews).toEqual(['OrderList', 'WageReport']);
    expect(s.activePath).toBe('/order/list');
  });

  it('updates a tab in place when only the query changes (and the case of the path)', () => {
    const s = addView(visit('/order/list', '/wage/report'), view('/ORDER/list', '?status=2'));
    expect(paths(s)).toEqual(['/dashboard', '/order/list', '/wage/report']);
    expect(s.visitedViews[1]?.fullPath).toBe('/order/list?status=2');
  });

  it('never caches noCache pages', () => {
    const s = visit('/qcManage/list', '/wage/printPayslip');
    expect(paths(s)).toEqual(['/dashboard', '/qcManage/list', '/wage/printPayslip']);
    expect(s.cachedViews).toEqual([]);
  });

  it('closing the current tab goes to the last remaining tab and uncaches it', () => {
    const { state, navigateTo } = closeView(addView(visit('/order/list', '/wage/report'), view('/order/list', '?a=1')), '/order/list');
    expect(navigateTo).toBe('/wage/report');
    expect(state.activePath).toBe('/wage/report');
    expect(state.cachedViews).toEqual(['WageReport']);
    expect(paths(state)).toEqual(['/dashboard', '/wage/report']);
  });

  it('closing another tab stays put', () => {
    const { state, navigateTo } = closeView(visit('/order/list', '/wage/report'), '/order/list');
    expect(navigateTo).toBeNull();
    expect(state.activePath).toBe('/wage/report');
  });

  it('never closes a pinned tab', () => {
    const s = visit('/dashboard');
    expect(closeView(s, '/dashboard')).toEqual({ state: s, navigateTo: null });
  });

  it("goes to '/' when nothing is left, or reloads the Dashboard when it was the one closed", () => {
    const routes: RouteDef[] = [
      { path: '/dashboard', name: 'Dashboard', title: 'd' },
      { path: '/a', name: 'A', title: 'a' },
    ];
    const only = (path: string, search = '') => {
      const v = tagViewFor(routes, { path, search });
      if (!v) throw new Error(path);
      return addView(createTagsState([]), v);
    };
    expect(closeView(only('/a'), '/a').navigateTo).toBe('/');
    expect(closeView(only('/dashboard', '?x=1'), '/dashboard').navigateTo).toBe('/redirect/dashboard?x=1');
    expect(closeView(only('/a'), '/a').state).toEqual({ visitedViews: [], cachedViews: [], activePath: null });
  });

  it('close others keeps the pinned tabs and the selected one, which becomes current', () => {
    const s = visit('/order/list', '/wage/report', '/product/list');
    const { state, navigateTo } = closeOtherViews(s, '/wage/report');
    expect(paths(state)).toEqual(['/dashboard', '/wage/report']);
    expect(state.cachedViews).toEqual(['WageReport']);
    expect(state.activePath).toBe('/wage/report');
    expect(navigateTo).toBe('/wage/report');
    expect(closeOtherViews(state, '/wage/report').navigateTo).toBeNull();
  });

  it('close all keeps the pinned tabs and moves to the last of them unless already on one', () => {
    const { state, navigateTo } = closeAllViews(visit('/dashboard', '/order/list', '/wage/report'));
    expect(paths(state)).toEqual(['/dashboard']);
    expect(state.cachedViews).toEqual(['Dashboard']);
    expect(navigateTo).toBe('/dashboard');
    expect(closeAllViews(visit('/order/list', '/dashboard')).navigateTo).toBeNull();
  });

  it('refresh drops the page from the cache and goes through /redirect with the full path', () => {
    const s = addView(visit('/order/list', '/wage/report'), view('/order/list', '?id=7'));
    const { state, navigateTo } = refreshView(s, '/order/list');
    expect(navigateTo).toBe('/redirect/order/list?id=7');
    expect(state.cachedViews).toEqual(['WageReport']);
    expect(paths(state)).toEqual(paths(s));
    // the redirect lands on the page again, which rejoins the cache
    expect(addView(state, view('/order/list', '?id=7')).cachedViews).toEqual(['WageReport', 'OrderList']);
  });

  it('ignores commands for tabs that are not open', () => {
    const s = visit('/order/list');
    for (const t of [closeView(s, '/x'), closeOtherViews(s, '/x'), refreshView(s, '/x')]) expect(t).toEqual({ state: s, navigateTo: null });
  });
});

describe('persisted tabs', () => {
  const granted = (...names: string[]): AccessContext => ({ ...anyone, grantedPolicies: Object.fromEntries(names.map((n) => [n, true])) });

  it('restores permitted tabs with their queries, uncached and with no current tab', () => {
    const saved = serializeTagViews(addView(visit('/order/list', '/wage/report'), view('/order/list', '?page=2')));
    const restored = restoreTagsState(ROUTE_TABLE, granted(TenantPermissions.OrderManagement, TenantPermissions.SalaryManagement), saved);
    expect(restored.visitedViews.map((v) => v.fullPath)).toEqual(['/dashboard', '/order/list?page=2', '/wage/report']);
    expect(restored.cachedViews).toEqual([]);
    expect(restored.activePath).toBeNull();
  });

  it('drops tabs whose pages are no longer permitted or no longer exist', () => {
    const saved = JSON.stringify({
      version: 1,
      views: [
        { path: '/order/list', fullPath: '/order/list' },
        { path: '/wage/report', fullPath: '/wage/report' },
        { path: '/gone', fullPath: '/gone' },
        { path: '/host/tenant', fullPath: '/host/tenant' },
      ],
    });
    expect(restoreTagsState(ROUTE_TABLE, granted(TenantPermissions.OrderManagement), saved).visitedViews.map((v) => v.path)).toEqual([
      '/dashboard',
      '/order/list',
    ]);
  });

  it('ignores broken or tampered data', () => {
    const base = restoreTagsState(ROUTE_TABLE, anyone, null);
    for (const stored of ['{', 'null', '[]', '{"views":{}}', '{"views":[1,{"path":"/x"}]}']) {
      expect(restoreTagsState(ROUTE_TABLE, anyone, stored)).toEqual(base);
    }
    const evil = JSON.stringify({ views: [{ path: '/production/home', fullPath: '//evil.com' }, { path: '/kanban/summary', fullPath: '/production/home' }] });
    expect(restoreTagsState(ROUTE_TABLE, anyone, evil)).toEqual(base);
  });
});
