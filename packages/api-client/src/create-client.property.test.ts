import { createMemoryStorage } from '@eticket/core';
import { StorageKeys } from '@eticket/core/session';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createTestClient, loggedInStorage, type FakeRequest } from './testing/fake-fetch';

const REFRESH = '/api/eticket/token/refresh';

const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 12 });

const abpLikeBody = fc.record(
  {
    error: fc.oneof(
      fc.record(
        {
          code: fc.oneof(fc.constantFrom('TenantExpired', 'Eticket:TenantExpired', 'Validation'), fc.string(), fc.jsonValue()),
          message: fc.oneof(fc.string(), fc.jsonValue()),
          details: fc.oneof(fc.string(), fc.jsonValue()),
          validationErrors: fc.oneof(
            fc.array(fc.record({ message: fc.oneof(fc.string(), fc.jsonValue()), members: fc.oneof(fc.array(fc.string()), fc.jsonValue()) }, { requiredKeys: [] })),
            fc.jsonValue(),
          ),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: [] },
);

/** One server answer: a response of any status, body and headers, or a transport failure. */
const answer = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('response' as const),
      status: fc.oneof(fc.integer({ min: 200, max: 599 }), fc.constantFrom(200, 204, 304, 400, 401, 403, 404, 409, 500)),
      body: fc.oneof(
        abpLikeBody.map((b) => JSON.stringify(b)),
        fc.jsonValue().map((b) => JSON.stringify(b)),
        fc.string(),
        fc.constant(''),
      ),
      contentType: fc.option(fc.constantFrom('application/json', 'application/problem+json', 'text/plain', 'text/html', 'application/octet-stream')),
      abpHeader: fc.option(fc.oneof(fc.constantFrom('true', 'false', 'TRUE'), headerText)),
      correlationId: fc.option(headerText),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('throw' as const),
      error: fc.oneof(
        fc.constant(new TypeError('Failed to fetch')),
        fc.string().map((m) => new Error(m)),
        fc.constant(new DOMException('x', 'AbortError')),
        fc.constant(new DOMException('x', 'TimeoutError')),
        fc.anything(),
      ),
    }),
  },
);
type Answer = typeof answer extends fc.Arbitrary<infer A> ? A : never;

// eslint-disable-next-line @typescript-eslint/require-await -- async so that a throw becomes a rejection
async function respond(a: Answer): Promise<Response> {
  if (a.kind === 'throw') throw a.error;
  const headers: Record<string, string> = {};
  if (a.contentType !== null) headers['content-type'] = a.contentType;
  if (a.abpHeader !== null) headers._AbpErrorFormat = a.abpHeader;
  if (a.correlationId !== null) headers['x-correlation-id'] = a.correlationId;
  const empty = a.status === 204 || a.status === 205 || a.status === 304;
  return new Response(empty ? null : a.body, { status: a.status, headers });
}

const sessionState = fc.constantFrom('anonymous', 'valid', 'expired');

describe('the client never rejects with anything but an ApiError', () => {
  it('random statuses, bodies, headers, transport failures and session states', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(answer, { minLength: 1, maxLength: 3 }),
        answer,
        sessionState,
        fc.constantFrom<'GET' | 'POST'>('GET', 'POST'),
        fc.boolean(),
        async (answers, refreshAnswer, state, method, silent) => {
          let served = 0;
          const storage =
            state === 'anonymous' ? createMemoryStorage() : loggedInStorage(state === 'valid' ? 600_000 : -1, { [StorageKeys.acceptLanguage]: 'en' });
          const t = createTestClient({
            storage,
            handler: (request: FakeRequest) => {
              if (request.path === REFRESH) return respond(refreshAnswer);
              const next = answers[Math.min(served, answers.length - 1)];
              served += 1;
              return respond(next!);
            },
          });
          let outcome: { ok: true } | { ok: false; error: unknown };
          try {
            await t.client.request(method, '/api/eticket/order', method === 'POST' ? { body: { a: 1 }, silent } : { silent });
            outcome = { ok: true };
          } catch (error) {
            outcome = { ok: false, error };
          }
          const sends = t.server.requests.filter((r) => r.path !== REFRESH).length;
          expect(sends).toBeGreaterThanOrEqual(1);
          expect(sends).toBeLessThanOrEqual(2);
          expect(t.server.to(REFRESH).length).toBeLessThanOrEqual(1);
          if (outcome.ok) return;
          expect(outcome.error).toBeInstanceOf(ApiError);
          const error = outcome.error as ApiError;
          expect(typeof error.display.kind).toBe('string');
          if (error.kind === 'response') expect(error.status).toBeGreaterThanOrEqual(400);
          if (silent) expect(t.errors).toEqual([]);
          expect(t.errors.length + t.unauthorized.length).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
