import { describe, expect, it } from 'vitest';
import { emptyProcedureRow, moveProcedure, procedureRow, sortBySeq, typedTotal } from './item-rows';

const rows = [
  procedureRow({ seq: 1, name: '做领', code: null, stage: 'sewing', standardMinutes: null, defaultPrice: '0.45', priceMode: 'default', showPrice: true }),
  procedureRow({ seq: 2, name: '上袖', code: null, stage: 'sewing', standardMinutes: '1.5', defaultPrice: '0.40', priceMode: 'default', showPrice: true }),
  procedureRow({ seq: 5, name: '钉扣', code: null, stage: 'finishing', standardMinutes: null, defaultPrice: '0.12', priceMode: 'default', showPrice: false }),
];

describe('procedure rows', () => {
  it('moving a procedure swaps its seq with the neighbour, so the list stays in seq order', () => {
    const moved = moveProcedure(rows, 2, -1);
    expect(moved.map((r) => [r.name, r.seq])).toEqual([
      ['做领', '1'],
      ['钉扣', '2'],
      ['上袖', '5'],
    ]);
    expect(moveProcedure(rows, 0, -1).map((r) => r.name)).toEqual(['做领', '上袖', '钉扣']);
  });

  it('a new procedure takes the next seq after the highest', () => {
    expect(emptyProcedureRow(rows)).toMatchObject({ seq: '6', stage: 'sewing', priceMode: 'default', showPrice: true, defaultPrice: '' });
    expect(emptyProcedureRow([]).seq).toBe('1');
  });

  it('rows are put in seq order before a save (stable for equal or unparsable seqs)', () => {
    const typed = [{ ...rows[2]!, seq: '3' }, rows[0]!, { ...rows[1]!, seq: '3' }];
    expect(sortBySeq(typed).map((r) => r.name)).toEqual(['做领', '钉扣', '上袖']);
  });

  it('the running total counts the prices typed so far', () => {
    expect(typedTotal(rows)).toBe('0.97');
    expect(typedTotal([...rows, { defaultPrice: '' }, { defaultPrice: '1,5' }])).toBe('0.97');
  });
});
