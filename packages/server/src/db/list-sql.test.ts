import { describe, expect, it } from 'vitest';
import { pageTotal } from './list-sql';

describe('pageTotal', () => {
  it('takes the total a page row carries, without counting apart', async () => {
    let counted = 0;
    const total = await pageTotal([{ total: 42 }, { total: 42 }], 20, () => Promise.resolve(++counted));
    expect(total).toBe(42);
    expect(counted).toBe(0);
  });

  it('an empty first page means nothing matches; an empty page past the end is counted apart', async () => {
    expect(await pageTotal([], 0, () => Promise.reject(new Error('not asked')))).toBe(0);
    expect(await pageTotal([], 40, () => Promise.resolve(7))).toBe(7);
  });
});
