import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRouteByName, findRouteByPath, joinFullPath, matchRoute, splitFullPath } from './match-route';
import { ROUTE_TABLE } from './route-table';
import type { RouteDef } from './route-table.types';

describe('matchRoute', () => {
  it('finds a page with its groups', () => {
    const match = matchRoute(ROUTE_TABLE, '/product/list');
    expect(match?.route.name).toBe('ProductList');
    expect(match?.ancestors.map((r) => r.name)).toEqual(['Product']);
    expect(match?.params).toEqual({});
  });

  it('ignores case, one trailing slash, and any query or hash passed along', () => {
    expect(matchRoute(ROUTE_TABLE, '/Product/LIST/')?.route.name).toBe('ProductList');
    expect(matchRoute(ROUTE_TABLE, '/outsourcemanager/outorderdetail?id=3#x')?.route.name).toBe('OutOrderDetail');
  });

  it('matches groups themselves and nothing for / or unknown paths', () => {
    expect(matchRoute(ROUTE_TABLE, '/order')?.route.name).toBe('Order');
    expect(matchRoute(ROUTE_TABLE, '/')).toBeNull();
    expect(matchRoute(ROUTE_TABLE, '')).toBeNull();
    expect(matchRoute(ROUTE_TABLE, 'product/list')).toBeNull();
    expect(matchRoute(ROUTE_TABLE, '/product/list/extra')).toBeNull();
    expect(matchRoute(ROUTE_TABLE, '//product/list')).toBeNull();
    expect(matchRoute(ROUTE_TABLE, '/nope')).toBeNull();
  });

  it('captures the rest of /redirect/{path}', () => {
    expect(matchRoute(ROUTE_TABLE, '/redirect/order/list')?.params).toEqual({ path: 'order/list' });
    expect(matchRoute(ROUTE_TABLE, '/redirect')?.params).toEqual({ path: '' });
    expect(matchRoute(ROUTE_TABLE, '/redirect/')?.params).toEqual({ path: '' });
  });

  it('supports one-segment parameters', () => {
    const routes: RouteDef[] = [{ path: '/order/:id/view', name: 'View', title: 'x' }];
    expect(matchRoute(routes, '/order/42/view')?.params).toEqual({ id: '42' });
    expect(matchRoute(routes, '/order//view')).toBeNull();
  });

  it('finds every page of the table by its own path', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROUTE_TABLE.flatMap((r) => [r, ...(r.children ?? [])])), (route) => {
        if (route.path.includes(':')) return;
        expect(matchRoute(ROUTE_TABLE, route.path)?.route).toBe(route);
      }),
    );
  });

  it('looks routes up by name and by declared path', () => {
    expect(findRouteByName(ROUTE_TABLE, 'RentPrice')?.route.path).toBe('/rentPrice/index');
    expect(findRouteByPath(ROUTE_TABLE, '/wage/index')?.ancestors.map((r) => r.name)).toEqual(['Wage']);
    expect(findRouteByName(ROUTE_TABLE, 'Nope')).toBeNull();
  });
});

describe('full paths', () => {
  it('joins with or without the leading ? and #', () => {
    expect(joinFullPath({ path: '/a' })).toBe('/a');
    expect(joinFullPath({ path: '/a', search: 'x=1', hash: 'h' })).toBe('/a?x=1#h');
    expect(joinFullPath({ path: '/a', search: '?x=1', hash: '#h' })).toBe('/a?x=1#h');
    expect(joinFullPath({ path: '/a', search: '?', hash: '#' })).toBe('/a');
  });

  it('splits what it joins', () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9_%.-]*$/);
    fc.assert(
      fc.property(segment, fc.option(fc.stringMatching(/^[^#]+$/), { nil: '' }), fc.option(fc.string({ minLength: 1 }), { nil: '' }), (p, q, h) => {
        const path = `/${p}`;
        const search = q === '' ? '' : `?${q}`;
        const hash = h === '' ? '' : `#${h}`;
        expect(splitFullPath(joinFullPath({ path, search, hash }))).toEqual({ path, search, hash });
      }),
    );
  });
});
