import type { LookupRequest } from '@eticket/core/query';
import { LOOKUP_DEBOUNCE_MS } from '@eticket/core/query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidate } from './invalidation';
import { useServerLookup } from './use-server-lookup';

type Row = { id: string };

/** A server of `total` rows r0…; each call waits until the test answers it. */
function server(total: number) {
  const calls: { request: LookupRequest; signal: AbortSignal; answer: () => void }[] = [];
  const fetchPage = (request: LookupRequest, signal: AbortSignal) =>
    new Promise<{ items: Row[]; totalCount: number }>((resolve) => {
      const rows = Array.from({ length: total }, (_, i) => ({ id: `${request.keyword ?? 'r'}${i}` }));
      calls.push({ request, signal, answer: () => { resolve({ items: rows.slice(request.skipCount, request.skipCount + request.maxResultCount), totalCount: total }); } });
    });
  return { calls, fetchPage };
}

const answer = async (call: { answer: () => void } | undefined) => {
  await act(async () => {
    call?.answer();
    await Promise.resolve();
  });
};

describe('useServerLookup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens with the first page, says how many more, loads the next page on demand', async () => {
    const s = server(45);
    const { result } = renderHook(() => useServerLookup<Row>('lk1', '', s.fetchPage));
    act(() => {
      result.current.setOpen(true);
    });
    expect(s.calls.map((c) => c.request.skipCount)).toEqual([0]);
    await answer(s.calls[0]);
    expect(result.current.state.items).toHaveLength(20);
    expect(result.current.remaining).toBe(25);
    act(() => {
      result.current.loadMore();
    });
    await answer(s.calls[1]);
    expect(s.calls[1]?.request).toMatchObject({ skipCount: 20, maxResultCount: 20 });
    expect(result.current.remaining).toBe(5);
  });

  it('typing waits, then asks once with the last text and aborts the older question; a late answer is dropped', async () => {
    const s = server(3);
    const { result } = renderHook(() => useServerLookup<Row>('lk2', '', s.fetchPage));
    act(() => {
      result.current.setOpen(true);
    });
    act(() => {
      result.current.setText('D');
      result.current.setText('DD-1000');
    });
    expect(s.calls).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(LOOKUP_DEBOUNCE_MS);
    });
    expect(s.calls.map((c) => c.request.keyword)).toEqual([null, 'DD-1000']);
    expect(s.calls[0]?.signal.aborted).toBe(true);
    await answer(s.calls[1]);
    await answer(s.calls[0]);
    expect(result.current.state.items[0]?.id).toBe('DD-10000');
  });

  it('a save of the resource searches again while open; closing aborts', async () => {
    const s = server(1);
    const { result } = renderHook(() => useServerLookup<Row>('lk3', '', s.fetchPage));
    act(() => {
      result.current.setOpen(true);
    });
    await answer(s.calls[0]);
    act(() => {
      invalidate('lk3');
    });
    expect(s.calls).toHaveLength(2);
    act(() => {
      result.current.setOpen(false);
    });
    expect(s.calls[1]?.signal.aborted).toBe(true);
    act(() => {
      invalidate('lk3');
    });
    expect(s.calls).toHaveLength(2);
  });
});
