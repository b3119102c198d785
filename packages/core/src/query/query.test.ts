import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeList, initialListState, isFiltered, listRequest, pageAfterEmpty, pagedInput, type ListChange } from './list-query';
import { LOOKUP_DEBOUNCE_MS, cancelled, failed, initialLookup, loadMore, received, remaining, search, typed, type LookupState } from './lookup-state';
import { bumpVersions, isInvalidatedBy, keyText, keyVersion, type QueryKey } from './query-key';

const part = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
const key: fc.Arbitrary<QueryKey> = fc.tuple(fc.string({ minLength: 1 }), fc.array(part, { maxLength: 4 })).map(([r, rest]) => [r, ...rest] as const);

describe('query keys', () => {
  it('equal texts exactly for equal keys', () => {
    fc.assert(
      fc.property(key, key, (a, b) => {
        expect(keyText(a) === keyText(b)).toBe(JSON.stringify(a) === JSON.stringify(b));
      }),
    );
  });

  it('a key is stale after its own resource is invalidated, never after another one', () => {
    fc.assert(
      fc.property(key, fc.array(fc.string({ minLength: 1 }), { maxLength: 4 }), (k, resources) => {
        expect(isInvalidatedBy(k, resources)).toBe(resources.includes(k[0]));
        const before = new Map<string, number>();
        const after = bumpVersions(before, resources);
        expect(keyVersion([k[0]], after) !== keyVersion([k[0]], before)).toBe(isInvalidatedBy(k, resources));
      }),
    );
  });

  it('versions only grow, once per invalidation however often a resource is named', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.constantFrom('order', 'product', 'customer'), { maxLength: 5 }), { maxLength: 8 }), (rounds) => {
        let versions = new Map<string, number>();
        for (const resources of rounds) {
          const before = keyVersion(['order', 'product'], versions);
          versions = bumpVersions(versions, resources);
          const touched = new Set(resources.filter((r) => r !== 'customer')).size;
          expect(keyVersion(['order', 'product'], versions)).toBe(before + touched);
        }
      }),
    );
  });
});

const change: fc.Arbitrary<ListChange<{ status: string | null }>> = fc.oneof(
  fc.record({ type: fc.constant('search' as const), keyword: fc.string({ maxLength: 5 }) }),
  fc.record({ type: fc.constant('filter' as const), filters: fc.record({ status: fc.option(fc.constantFrom('draft', 'producing')) }) }),
  fc.record({ type: fc.constant('sort' as const), sorting: fc.option(fc.record({ field: fc.constantFrom('orderNo', 'styleNo'), direction: fc.constantFrom('asc' as const, 'desc' as const) })) }),
  fc.record({ type: fc.constant('page' as const), pageIndex: fc.integer({ min: -3, max: 50 }) }),
  fc.record({ type: fc.constant('pageSize' as const), pageSize: fc.constantFrom(10, 20, 50, 100) }),
);

describe('list query', () => {
  it('every change but turning the page starts at page 1; requests are never negative', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 12 }), (changes) => {
        let state = initialListState({ status: null as string | null });
        for (const c of changes) {
          state = changeList(state, c);
          if (c.type !== 'page') expect(state.pageIndex).toBe(0);
          const request = listRequest(state);
          expect(request.skipCount).toBe(state.pageIndex * state.pageSize);
          expect(request.skipCount).toBeGreaterThanOrEqual(0);
          expect(request.keyword === null || request.keyword === request.keyword.trim()).toBe(true);
        }
      }),
    );
  });

  it('blank keywords are no keyword and no filter', () => {
    const state = changeList(initialListState({ status: null }), { type: 'search', keyword: '   ' });
    expect(listRequest(state).keyword).toBeNull();
    expect(isFiltered(state, { status: null })).toBe(false);
    expect(pagedInput(listRequest(state))).toEqual({ skipCount: 0, maxResultCount: 10 });
  });

  it('an empty page past the end goes to the last page that has rows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 100 }), (total, size) => {
        const last = pageAfterEmpty({ skipCount: total + size * 3, maxResultCount: size }, 0, total);
        expect(last).not.toBeNull();
        expect((last ?? 0) * size).toBeLessThan(total);
        expect(((last ?? 0) + 1) * size).toBeGreaterThanOrEqual(total);
        expect(pageAfterEmpty({ skipCount: 0, maxResultCount: size }, 0, total)).toBeNull();
      }),
    );
  });
});

type Row = { id: string };
/** A server with `total` rows matching any keyword, answering pages of them. */
function page(total: number, skip: number, size: number) {
  const items = Array.from({ length: Math.max(0, Math.min(size, total - skip)) }, (_, i) => ({ id: `r${skip + i}` }));
  return { items, totalCount: total };
}

describe('lookup state', () => {
  it('loading more page after page reaches every matching row, in order, none twice; what is left is always said', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1200 }), fc.integer({ min: 1, max: 100 }), (total, size) => {
        let s: LookupState<Row> = initialLookup(size);
        const first = search(s);
        s = received(first.state, first.request, page(total, 0, size));
        let guard = 0;
        for (let next = loadMore(s); next !== null; next = loadMore(s)) {
          expect(remaining(s)).toBeGreaterThan(0);
          s = received(next.state, next.request, page(total, next.request.skipCount, next.request.maxResultCount));
          guard += 1;
          expect(guard).toBeLessThanOrEqual(total);
        }
        expect(s.items.map((r) => r.id)).toEqual(Array.from({ length: total }, (_, i) => `r${i}`));
        expect(remaining(s)).toBe(0);
      }),
      { numRuns: 60 },
    );
  });

  it('only the answer to the latest request counts, whatever order answers arrive in', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 4 }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 1000 }), (texts, seed) => {
        let s: LookupState<Row> = initialLookup(5);
        const requests = [];
        for (const text of texts) {
          s = typed(s, text).state;
          const started = search(s);
          s = started.state;
          requests.push(started.request);
        }
        // Answers arrive shuffled; each names its keyword in its rows.
        const order = [...requests].sort((a, b) => ((a.seq * 7919 + seed) % 13) - ((b.seq * 7919 + seed) % 13));
        for (const r of order) s = received(s, r, { items: [{ id: `${r.keyword ?? ''}#${r.seq}` }], totalCount: 1 });
        const latest = requests[requests.length - 1];
        expect(s.items).toEqual([{ id: `${latest?.keyword ?? ''}#${latest?.seq ?? -1}` }]);
        expect(s.pending).toBeNull();
      }),
    );
  });

  it('typing waits, clearing does not, an unchanged keyword sends nothing', () => {
    const started = search(typed(initialLookup<Row>(), 'A1').state);
    const ready = received(started.state, started.request, page(3, 0, 20));
    expect(typed(ready, ' A1 ').wait).toBeNull();
    expect(typed(ready, 'A12').wait).toBe(LOOKUP_DEBOUNCE_MS);
    expect(typed(ready, '  ').wait).toBe(0);
    expect(typed(initialLookup<Row>(), '').wait).toBe(0);
  });

  it('a failure or a cancel keeps the rows and ends the wait; a stale failure changes nothing', () => {
    const first = search(initialLookup<Row>(2));
    const ready = received(first.state, first.request, page(5, 0, 2));
    const more = loadMore(ready);
    expect(more).not.toBeNull();
    if (more === null) return;
    expect(loadMore(more.state)).toBeNull();
    expect(failed(more.state, first.request)).toBe(more.state);
    const broken = failed(more.state, more.request);
    expect(broken).toMatchObject({ status: 'error', pending: null, items: ready.items });
    expect(cancelled(more.state)).toMatchObject({ status: 'idle', pending: null, items: ready.items });
  });
});
