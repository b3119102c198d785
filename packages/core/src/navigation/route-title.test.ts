import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_TENANT_PERMISSIONS } from '../abp/permission-names';
import { buildBreadcrumb } from './breadcrumb';
import { decide } from './guard';
import { flattenRoutes } from './match-route';
import { ROUTE_TABLE } from './route-table';
import { routeTitle } from './route-title';
import { addView, affixTagViews, createTagsState, restoreTagsState, serializeTagViews, tagViewFor } from './tags-view';

const admin = {
  configLoaded: true,
  loggedIn: true,
  grantedPolicies: Object.fromEntries(ALL_TENANT_PERMISSIONS.map((name) => [name, true])),
  features: {},
  side: 'tenant' as const,
};
const tab = (path: string, search = '') => tagViewFor(ROUTE_TABLE, { path, search });

describe('routeTitle: new vs existing records', () => {
  it('titles an edit route "new" without an id (also for a copy) and "edit" with one', () => {
    expect(tab('/product/edit')?.title).toBe('Route.ProductNew');
    expect(tab('/product/edit', '?copy=p1')?.title).toBe('Route.ProductNew');
    expect(tab('/product/edit', '?id=')?.title).toBe('Route.ProductNew');
    expect(tab('/product/edit', '?id=p1')?.title).toBe('Route.ProductEdit');
    expect(tab('/order/edit')?.title).toBe('Route.OrderNew');
    expect(tab('/order/edit', '?tab=1&id=o1')?.title).toBe('Route.OrderEdit');
    // Pages that create nothing keep their one title whatever the query.
    expect(tab('/order/list', '?id=o1')?.title).toBe('Route.OrderList');
  });

  it('every route with a new title is an edit page, and the two titles differ', () => {
    const withNew = flattenRoutes(ROUTE_TABLE).filter((f) => f.route.newTitle !== undefined);
    expect(withNew.map((f) => f.route.name).sort()).toEqual(['OrderEdit', 'PartTemplateEdit', 'ProcedureTemplateEdit', 'ProductEdit']);
    for (const { route } of withNew) expect(route.newTitle).not.toBe(route.title);
  });

  it('property: the edit title exactly when a non-empty id is in the query', () => {
    const route = { title: 'E', newTitle: 'N' };
    const word = fc.stringMatching(/^[a-z0-9]{0,6}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('id', 'copy', 'tab', 'x'), word), { maxLength: 4 }), fc.boolean(), (pairs, mark) => {
        const search = `${mark ? '?' : ''}${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`;
        const id = pairs.find(([k]) => k === 'id');
        expect(routeTitle(route, search)).toBe(id !== undefined && id[1] !== '' ? 'E' : 'N');
      }),
    );
  });

  it('a tab opened to create is retitled once the saved record opens in it, and restored with its title', () => {
    const start = createTagsState(affixTagViews(ROUTE_TABLE, admin));
    const created = addView(start, tab('/order/edit') ?? start.visitedViews[0]!);
    const saved = addView(created, tab('/order/edit', '?id=o1') ?? start.visitedViews[0]!);
    expect(saved.visitedViews.filter((v) => v.path === '/order/edit').map((v) => v.title)).toEqual(['Route.OrderEdit']);
    const restored = restoreTagsState(ROUTE_TABLE, admin, serializeTagViews(saved));
    expect(restored.visitedViews.find((v) => v.path === '/order/edit')?.title).toBe('Route.OrderEdit');
  });

  it('the guard and the breadcrumb title the page the same way', () => {
    expect(decide({ path: '/product/edit' }, admin)).toMatchObject({ kind: 'allow', title: 'Route.ProductNew' });
    expect(decide({ path: '/product/edit', search: '?id=p1' }, admin)).toMatchObject({ kind: 'allow', title: 'Route.ProductEdit' });
    expect(buildBreadcrumb(ROUTE_TABLE, '/order/edit').at(-1)?.title).toBe('Route.OrderNew');
    expect(buildBreadcrumb(ROUTE_TABLE, '/order/edit', '?id=o1').at(-1)?.title).toBe('Route.OrderEdit');
  });
});
