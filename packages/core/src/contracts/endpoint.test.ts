import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from './api-endpoints';
import { endpoint, isEndpoint, routeOf, schema } from './endpoint';

describe('the route part of a contract', () => {
  it('recognises every contract of the registry, and nothing else', () => {
    for (const e of API_ENDPOINTS) expect(isEndpoint(e), `${e.method} ${e.path}`).toBe(true);
    const [first] = API_ENDPOINTS;
    if (first === undefined) throw new Error('no endpoints');
    for (const other of [null, undefined, 'GET', {}, [first], routeOf(first), { ...first, method: 'PATCH' }]) expect(isEndpoint(other)).toBe(false);
  });

  it('keeps method, path and reply only: no access, schemas or summary', () => {
    const body = schema<{ name: string }>((raw) => ({ ok: true, value: { name: String(raw) } }));
    const create = endpoint<{ id: string }, null, typeof body>({
      method: 'POST',
      path: '/api/eticket/thing',
      access: { kind: 'user', side: 'tenant' },
      body,
      summary: 'Thing: create',
    });
    expect(routeOf(create)).toEqual({ method: 'POST', path: '/api/eticket/thing', reply: 'json' });
    for (const e of API_ENDPOINTS) expect(Object.keys(routeOf(e)).sort()).toEqual(['method', 'path', 'reply']);
  });
});
