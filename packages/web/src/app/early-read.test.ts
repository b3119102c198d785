import { describe, expect, it, vi } from 'vitest';
import { earlyRead, takeBootReads } from './early-read';

describe('earlyRead', () => {
  it('sends at once, hands that answer to the first caller and sends again for later ones', async () => {
    let n = 0;
    const send = vi.fn(() => Promise.resolve(++n));
    const read = earlyRead(send);
    expect(send).toHaveBeenCalledTimes(1);
    await expect(read()).resolves.toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
    await expect(read()).resolves.toBe(2);
    await expect(read()).resolves.toBe(3);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('gives an early failure to the first caller, without an unhandled rejection before it asks', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const read = earlyRead(() => Promise.reject(new Error('offline')));
      await new Promise((r) => setTimeout(r, 0));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(read()).rejects.toThrow('offline');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('takeBootReads', () => {
  it('hands over the boot script’s reads once and drops anything that is not a read', () => {
    const read = { path: '/api/abp/application-configuration', query: {}, headers: {}, response: Promise.resolve(new Response('{}')) };
    const target = { __eticketBootReads: [read, { path: 1 }, null, { path: '/x', response: 'no' }] } as unknown as Window;
    expect(takeBootReads(target)).toEqual([read]);
    expect('__eticketBootReads' in target).toBe(false);
    expect(takeBootReads(target)).toEqual([]);
    expect(takeBootReads({ __eticketBootReads: 'x' } as unknown as Window)).toEqual([]);
  });
});
