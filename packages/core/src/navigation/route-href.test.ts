import { describe, expect, it } from 'vitest';
import { routeHref } from './route-href';

describe('routeHref', () => {
  it('gives the route table path of a page by name', () => {
    expect(routeHref('OrderEdit')).toBe('/order/edit');
    expect(routeHref('RentPrice')).toBe('/rentPrice/index');
  });

  it('adds the query, leaving out empty values', () => {
    expect(routeHref('OrderEdit', { id: 'a b', copy: '', x: null, y: undefined })).toBe('/order/edit?id=a%20b');
  });

  it('keeps the order of the query and encodes what a URL cannot carry', () => {
    expect(routeHref('OrderPrintTicketHome', { order: 'o&1', bed: 'b=2' })).toBe('/order/printTicketHome?order=o%261&bed=b%3D2');
    expect(decodeURIComponent(routeHref('OrderEdit', { id: 'a+b c' }).slice('/order/edit?id='.length))).toBe('a+b c');
  });

  it('throws on a name the route table does not have', () => {
    expect(() => routeHref('NoSuchPage')).toThrow(/NoSuchPage/);
  });
});
