import { AbpContracts } from '@eticket/core/abp';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRequestHeaders } from './headers';
import { prefetchedReads, type PrefetchedRead } from './prefetched';
import { createTestClient, jsonResponse, loggedInStorage } from './testing/fake-fetch';

const CONFIG = AbpContracts.applicationConfiguration.path;
const QUERY = { includeLocalizationResources: 'false' };

/** A read as index.html's boot script sends it for a storage, answering `response`. */
function bootRead(storage: ReturnType<typeof loggedInStorage>, response: Promise<Response>, changes: { token?: string; query?: Record<string, string> } = {}): PrefetchedRead {
  return {
    path: CONFIG,
    query: changes.query ?? QUERY,
    headers: buildRequestHeaders({ storage, accessToken: changes.token ?? 'token-1', includeTenant: true }),
    response,
  };
}

function clientWith(read: (storage: ReturnType<typeof loggedInStorage>) => PrefetchedRead, options: { timeoutMs?: number } = {}) {
  const storage = loggedInStorage(60_000);
  return createTestClient({ handler: () => jsonResponse(200, { from: 'server' }), storage, prefetched: [read(storage)], ...options });
}

describe('reads sent before the client existed (index.html boot reads)', () => {
  it('a read sent exactly as the client would send it is used instead of sending it again, once', async () => {
    const t = clientWith((storage) => bootRead(storage, Promise.resolve(jsonResponse(200, { from: 'boot' }))));
    await expect(t.client.abp.getApplicationConfiguration()).resolves.toEqual({ from: 'boot' });
    expect(t.server.requests).toHaveLength(0);
    // A later read (a reload of the configuration) goes to the server.
    await expect(t.client.abp.getApplicationConfiguration()).resolves.toEqual({ from: 'server' });
    expect(t.server.to(CONFIG)).toHaveLength(1);
  });

  it('a read sent with another token, language or query is not taken: the client sends its own', async () => {
    const answered = () => Promise.resolve(jsonResponse(200, { from: 'boot' }));
    const variants: ((storage: ReturnType<typeof loggedInStorage>) => PrefetchedRead)[] = [
      (storage) => bootRead(storage, answered(), { token: 'token-0' }),
      (storage) => bootRead(storage, answered(), { query: { includeLocalizationResources: 'true' } }),
      (storage) => ({ ...bootRead(storage, answered()), headers: { ...bootRead(storage, answered()).headers, 'Accept-Language': 'en' } }),
      (storage) => ({ ...bootRead(storage, answered()), path: '/api/eticket/session/current' }),
    ];
    for (const variant of variants) {
      const t = clientWith(variant);
      await expect(t.client.abp.getApplicationConfiguration()).resolves.toEqual({ from: 'server' });
      expect(t.server.to(CONFIG)).toHaveLength(1);
    }
  });

  it('a boot read that was refused, failed or is not JSON leaves the read to the client', async () => {
    const failures = [
      () => Promise.resolve(jsonResponse(401, { error: { message: 'no' } })),
      () => Promise.resolve(jsonResponse(500, {})),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('<html>', { status: 200 })),
    ];
    for (const failure of failures) {
      const t = clientWith((storage) => bootRead(storage, failure()));
      await expect(t.client.abp.getApplicationConfiguration()).resolves.toEqual({ from: 'server' });
      expect(t.server.to(CONFIG)).toHaveLength(1);
      expect(t.errors).toEqual([]);
    }
  });

  it('every boot read’s body is read or cancelled at once, taken or not (an unread body holds its request open)', async () => {
    const answers = [jsonResponse(200, { from: 'boot' }), jsonResponse(401, { error: { message: 'no' } })];
    const storage = loggedInStorage(60_000);
    createTestClient({ handler: () => jsonResponse(200, {}), storage, prefetched: answers.map((answer) => bootRead(storage, Promise.resolve(answer), { token: 'token-0' })) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers.map((answer) => answer.bodyUsed)).toEqual([true, true]);
  });

  it('a boot read that does not answer within the timeout fails as a timeout, as the client’s own read would', async () => {
    const t = clientWith((storage) => bootRead(storage, new Promise<Response>(() => undefined)), { timeoutMs: 30 });
    await expect(t.client.abp.getApplicationConfiguration()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('property: a read is taken only when path, query and every header match', () => {
    const record = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 4 });
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), record, record, fc.string({ maxLength: 8 }), record, record, (path, query, headers, otherPath, otherQuery, otherHeaders) => {
        const read: PrefetchedRead = { path, query, headers, response: Promise.resolve(new Response('{}')) };
        const same = (a: Record<string, string>, b: Record<string, string>) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
        const expected = path === otherPath && same(query, otherQuery) && same(headers, otherHeaders);
        expect(prefetchedReads([read]).take({ path: otherPath, query: otherQuery, headers: otherHeaders })?.response === read.response).toBe(expected);
        expect(prefetchedReads([read]).take({ path, query, headers })?.response).toBe(read.response);
      }),
    );
  });
});
