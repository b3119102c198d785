import type { ScanRequest } from '@eticket/api-client';
import { waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { abpError, fakeScanningApi, networkError, scanResult } from '../testing/fake-scanning-api';
import { createMemoryDevice } from '../testing/memory-device';
import { stationOutbox } from './station-outbox';

const SCAN = {
  clientRequestId: 'k-1',
  code: 'ET1.A',
  orderProcedureId: 'op-1',
  qty: 3,
  queuedAt: '2026-11-27T02:00:00.000Z',
  label: { orderNo: 'PO', styleNo: 'S', bundleNo: 1, color: '白色', size: 'M', procedureName: '合肩' },
};

function setup(scan: (input: ScanRequest) => Promise<ReturnType<typeof scanResult>>, signedIn: { scope: string | null }) {
  const device = createMemoryDevice();
  const spy = vi.fn(scan);
  const actor = stationOutbox(device, 'tenant-1/user-1', {
    api: fakeScanningApi({ ticketLogs: { scan: spy } }),
    refusalText: (error) => (error instanceof Error ? error.message : 'refused'),
    currentScope: () => signedIn.scope,
  });
  return { device, spy, actor };
}

describe('the station outbox over the scan API', () => {
  it('never sends a worker’s scans under another worker’s session; they go once that worker is back', async () => {
    const signedIn = { scope: 'tenant-1/user-2' as string | null };
    const { spy, actor } = setup((input) => Promise.resolve(scanResult({ qty: input.qty ?? 0 }, 0)), signedIn);
    await waitFor(actor, (s) => s.matches('running'));
    actor.send({ type: 'scan.add', scan: SCAN });
    await waitFor(actor, (s) => s.matches({ running: { delivery: 'waiting' } }));
    expect(spy).not.toHaveBeenCalled();
    signedIn.scope = 'tenant-1/user-1';
    actor.send({ type: 'outbox.retry' });
    await waitFor(actor, (s) => s.context.items[0]?.status === 'sent');
    expect(spy).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('a 4xx answer is a refusal with the server’s message; no answer is retried', async () => {
    let answer: 'network' | 'refuse' = 'network';
    const { spy, actor } = setup(() => Promise.reject(answer === 'network' ? networkError() : abpError(409, '数量超过剩余')), { scope: 'tenant-1/user-1' });
    await waitFor(actor, (s) => s.matches('running'));
    actor.send({ type: 'scan.add', scan: SCAN });
    await waitFor(actor, (s) => s.matches({ running: { delivery: 'waiting' } }));
    expect(actor.getSnapshot().context.items[0]?.status).toBe('pending');
    answer = 'refuse';
    actor.send({ type: 'outbox.retry' });
    await waitFor(actor, (s) => s.context.items[0]?.status === 'refused');
    expect(actor.getSnapshot().context.items[0]?.refusal?.message).toBe('数量超过剩余');
    expect(spy.mock.calls.map((call) => call[0].clientRequestId)).toEqual(['k-1', 'k-1']);
    actor.stop();
  });
});
