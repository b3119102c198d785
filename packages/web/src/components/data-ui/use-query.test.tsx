import type { QueryKey } from '@eticket/core/query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invalidate } from './invalidation';
import { useQuery } from './use-query';

/** A server whose answers the test releases by hand, in any order. */
function server() {
  const calls: { key: string; signal: AbortSignal; resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const load = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, signal, resolve, reject });
    });
  return { calls, load };
}

describe('useQuery', () => {
  it('a new key aborts the older request and a late answer to it is dropped', async () => {
    const s = server();
    const { result, rerender } = renderHook(({ k }: { k: QueryKey }) => useQuery(k, s.load(String(k[1]))), { initialProps: { k: ['t1', 'a'] as QueryKey } });
    expect(result.current.status).toBe('loading');
    rerender({ k: ['t1', 'b'] });
    expect(s.calls.map((c) => [c.key, c.signal.aborted])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    await act(async () => {
      s.calls[1]?.resolve('B');
      s.calls[0]?.resolve('A');
      await Promise.resolve();
    });
    expect(result.current).toMatchObject({ status: 'ready', data: 'B', fresh: true });
  });

  it('the same key in a new array asks nothing again; invalidating its resource reloads and keeps the old value on screen', async () => {
    const s = server();
    const { result, rerender } = renderHook(({ k }: { k: QueryKey }) => useQuery(k, s.load('x')), { initialProps: { k: ['t2', 1] as QueryKey } });
    await act(async () => {
      s.calls[0]?.resolve('one');
      await Promise.resolve();
    });
    rerender({ k: ['t2', 1] });
    expect(s.calls).toHaveLength(1);
    act(() => {
      invalidate('other');
    });
    expect(s.calls).toHaveLength(1);
    act(() => {
      invalidate('t2');
    });
    expect(s.calls).toHaveLength(2);
    expect(result.current).toMatchObject({ status: 'loading', data: 'one', fresh: false });
    await act(async () => {
      s.calls[1]?.resolve('two');
      await Promise.resolve();
    });
    expect(result.current.data).toBe('two');
  });

  it('a failure is kept for the page (aborts are not failures); reload asks again; unmount aborts', async () => {
    const s = server();
    const { result, unmount } = renderHook(() => useQuery(['t3'], s.load('x')));
    const boom = new Error('boom');
    await act(async () => {
      s.calls[0]?.reject(boom);
      await Promise.resolve();
    });
    expect(result.current).toMatchObject({ status: 'error', error: boom });
    act(() => {
      result.current.reload();
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => {
      expect(s.calls).toHaveLength(2);
    });
    unmount();
    expect(s.calls[1]?.signal.aborted).toBe(true);
  });

  it('no key: idle, nothing asked; replace shows a saved value without asking', async () => {
    const s = server();
    const { result, rerender } = renderHook(({ on }: { on: boolean }) => useQuery(on ? ['t4'] : null, s.load('x')), { initialProps: { on: false } });
    expect(result.current.status).toBe('idle');
    expect(s.calls).toHaveLength(0);
    rerender({ on: true });
    await act(async () => {
      s.calls[0]?.resolve('loaded');
      await Promise.resolve();
    });
    act(() => {
      result.current.replace('saved');
    });
    expect(result.current).toMatchObject({ status: 'ready', data: 'saved' });
    expect(s.calls).toHaveLength(1);
  });
});
