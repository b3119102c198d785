import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createPrintJobMachine, togglePick, type PrintDraft } from './print-job.machine';
import { parsePickText } from './print-selection';

const BLANK: PrintDraft = {
  orderId: '',
  bedId: '',
  mode: 'range',
  from: '',
  to: '',
  picks: '',
  template: '60x40',
  copies: '1',
  showPrices: false,
  showProcedures: true,
  rotate180: false,
  companyName: '',
  ticketNote: '',
};

function start(draft: Partial<PrintDraft> = {}) {
  return createActor(createPrintJobMachine(), { input: { draft: { ...BLANK, ...draft } } }).start();
}

describe('print job machine', () => {
  it('starts without an order, or with the order the address names', () => {
    expect(start().getSnapshot().value).toBe('noOrder');
    expect(start({ orderId: 'o-1' }).getSnapshot().value).toBe('ordered');
  });

  it('choosing an order or a bed clears the old range and picks and goes back to the first page', () => {
    const actor = start({ orderId: 'o-1', bedId: 'bed-1', mode: 'picks', picks: '1-3', from: '1', to: '9' });
    actor.send({ type: 'page.go', index: 3 });
    actor.send({ type: 'bed.choose', bedId: 'bed-2' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ orderId: 'o-1', bedId: 'bed-2', from: '', to: '', picks: '' });
    expect(actor.getSnapshot().context.page.index).toBe(0);
    actor.send({ type: 'page.go', index: 2 });
    actor.send({ type: 'order.choose', orderId: 'o-2' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ orderId: 'o-2', bedId: '' });
    expect(actor.getSnapshot().context.page.index).toBe(0);
    actor.send({ type: 'order.choose', orderId: '' });
    expect(actor.getSnapshot().value).toBe('noOrder');
  });

  it('without an order nothing can be picked and no bed chosen', () => {
    const actor = start();
    actor.send({ type: 'pick.toggle', bundleNo: 3, on: true });
    actor.send({ type: 'bed.choose', bedId: 'bed-1' });
    actor.send({ type: 'bundles.known', first: 1, last: 9 });
    expect(actor.getSnapshot().context.draft).toEqual(BLANK);
  });

  it('the range defaults to the known bundles once, and never overwrites what the user typed', () => {
    const actor = start({ orderId: 'o-1' });
    actor.send({ type: 'bundles.known', first: 1, last: 40 });
    expect(actor.getSnapshot().context.draft).toMatchObject({ from: '1', to: '40' });
    actor.send({ type: 'draft.edit', patch: { from: '5' } });
    actor.send({ type: 'bundles.known', first: 1, last: 41 });
    expect(actor.getSnapshot().context.draft).toMatchObject({ from: '5', to: '40' });
  });

  it('ticking switches to picks; picking the shown bundles replaces the list', () => {
    const actor = start({ orderId: 'o-1', from: '1', to: '9' });
    actor.send({ type: 'pick.toggle', bundleNo: 4, on: true });
    actor.send({ type: 'pick.toggle', bundleNo: 2, on: true });
    actor.send({ type: 'pick.toggle', bundleNo: 3, on: true });
    expect(actor.getSnapshot().context.draft).toMatchObject({ mode: 'picks', picks: '2-4' });
    actor.send({ type: 'picks.replace', bundleNos: [7, 8, 10] });
    expect(actor.getSnapshot().context.draft.picks).toBe('7-8,10');
  });

  it('a filter change or a new page size goes back to the first page', () => {
    const actor = start({ orderId: 'o-1' });
    actor.send({ type: 'page.go', index: 2 });
    actor.send({ type: 'filter.edit', patch: { color: '白色' } });
    expect(actor.getSnapshot().context).toMatchObject({ filter: { color: '白色', size: '', printed: 'all' }, page: { index: 0, size: 50 } });
    actor.send({ type: 'page.go', index: 1 });
    actor.send({ type: 'page.resize', size: 100 });
    expect(actor.getSnapshot().context.page).toEqual({ index: 0, size: 100 });
  });

  it('actions are injectable by name', () => {
    const seen: string[] = [];
    const machine = createPrintJobMachine().provide({ actions: { firstPage: () => seen.push('firstPage') } });
    const actor = createActor(machine, { input: { draft: BLANK } }).start();
    actor.send({ type: 'order.choose', orderId: 'o-1' });
    expect(seen).toEqual(['firstPage']);
  });
});

describe('togglePick', () => {
  it('ticking adds exactly that bundle to the pick list and unticking removes exactly it', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 50 }), fc.integer({ min: 1, max: 500 }), (picks, n) => {
        const sorted = [...picks].sort((a, b) => a - b);
        const draft = { mode: 'picks' as const, picks: sorted.join(',') };
        const on = parsePickText(togglePick(draft, n, true).picks) ?? [];
        expect(on).toEqual([...new Set([...sorted, n])].sort((a, b) => a - b));
        expect(parsePickText(togglePick(draft, n, false).picks)).toEqual(sorted.filter((x) => x !== n));
      }),
      { numRuns: 500 },
    );
  });

  it('from a range, the first tick starts a fresh list', () => {
    expect(togglePick({ mode: 'range', picks: '1-9' }, 5, true)).toEqual({ mode: 'picks', picks: '5' });
  });
});
