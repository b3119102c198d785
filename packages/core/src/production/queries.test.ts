import { describe, expect, it } from 'vitest';
import { isBusinessDate, parseDateFilter } from './business-date';
import { orderListQueryParams, parseCuttingReportQuery, parseCuttingTimeListQuery, parseOrderListQuery } from './queries';

describe('order list query (product-spec §3)', () => {
  it('defaults: status 0 = all, first page of 10', () => {
    expect(parseOrderListQuery({})).toEqual({
      ok: true,
      value: {
        keyword: null,
        status: null,
        creation: { start: null, end: null },
        delivery: { start: null, end: null },
        skipCount: 0,
        maxResultCount: 10,
      },
    });
  });

  it('reads every parameter', () => {
    const result = parseOrderListQuery({
      keyword: ' DD ',
      status: '2',
      creationDateStart: '2026-11-01',
      creationDateEnd: '2026-11-30T23:59:59',
      deliveryDateStart: '2026-12-01 00:00:00',
      deliveryDateEnd: '2026-12-31',
      skipCount: '20',
      maxResultCount: '50',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        keyword: 'DD',
        status: 'producing',
        creation: { start: '2026-11-01', end: '2026-11-30' },
        delivery: { start: '2026-12-01', end: '2026-12-31' },
        skipCount: 20,
        maxResultCount: 50,
      },
    });
  });

  it('names every bad parameter', () => {
    const result = parseOrderListQuery({ status: '9', skipCount: '-1', maxResultCount: 'x', creationDateStart: '2026-13-01', deliveryDateStart: '2026-12-02', deliveryDateEnd: '2026-12-01' });
    expect(result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([member, e]) => [member, e.key]))).toEqual({
      status: 'Validation.IntegerRange',
      skipCount: 'Validation.IntegerRange',
      maxResultCount: 'Validation.IntegerInvalid',
      creationDateStart: 'Production.Validation.DateInvalid',
      deliveryDateEnd: 'Production.Validation.DateRangeReversed',
    });
  });

  it('builds the request query with the defaults', () => {
    expect(orderListQueryParams({ keyword: '  ', deliveryDateEnd: '2026-12-31' })).toEqual({ status: '0', skipCount: '0', maxResultCount: '10', deliveryDateEnd: '2026-12-31' });
  });
});

describe('bed list and report queries', () => {
  it('bed list filters', () => {
    const id = '3f1c2a9e-8b7d-4c6e-9f10-0a1b2c3d4e5f';
    const result = parseCuttingTimeListQuery({ orderId: id.toUpperCase(), status: 'printed', cutDateStart: '2026-11-01' });
    expect(result.ok && result.value).toMatchObject({ orderId: id, status: 'printed', cutDate: { start: '2026-11-01', end: null } });
    const bad = parseCuttingTimeListQuery({ orderId: '1', status: 'x' });
    expect(bad.ok ? [] : Object.values(bad.errors).map((e) => e.key)).toEqual(['Production.Validation.IdInvalid', 'Production.Validation.Invalid']);
  });

  it('report group-by: one or two distinct dimensions, default day', () => {
    expect(parseCuttingReportQuery({}).ok && parseCuttingReportQuery({})).toMatchObject({ value: { groupBy: ['day'] } });
    const two = parseCuttingReportQuery({ groupBy: 'day, cutter' });
    expect(two.ok && two.value.groupBy).toEqual(['day', 'cutter']);
    for (const groupBy of ['day,day', 'week', 'day,style,order']) expect(parseCuttingReportQuery({ groupBy }).ok).toBe(false);
  });
});

describe('business dates', () => {
  it('only real calendar days', () => {
    expect(isBusinessDate('2024-02-29')).toBe(true);
    expect(isBusinessDate('2026-02-29')).toBe(false);
    expect(isBusinessDate('2026-04-31')).toBe(false);
    expect(isBusinessDate('2026-4-1')).toBe(false);
    expect(parseDateFilter('2026-11-02T08:00:00Z')).toBe('2026-11-02');
    expect(parseDateFilter('2026-11-02x')).toBeNull();
  });
});
