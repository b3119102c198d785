import { API_ENDPOINTS, isEndpoint, routeOf, type AnyEndpoint } from '@eticket/core/contracts';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MODULE, projectContractModule } from '../../scripts/contract-routes';

// The web build replaces each contract module of the core with its routes (scripts/contract-routes.ts):
// these pin down that the projection is the module itself with every contract reduced to routeOf, and that
// every contract the server mounts lives in such a module.
const coreSrc = resolve(dirname(fileURLToPath(import.meta.url)), '../../../core/src');
const files = readdirSync(coreSrc, { recursive: true, encoding: 'utf8' })
  .map((file) => join(coreSrc, file))
  .filter((file) => CONTRACT_MODULE.test(file));
const api = { isEndpoint, routeOf };

/** The value with each contract in it replaced by its route. */
function routesIn(value: unknown): unknown {
  if (isEndpoint(value)) return routeOf(value);
  if (Array.isArray(value)) return value.map(routesIn);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, routesIn(item)]));
  return value;
}

function contractsIn(value: unknown, into: Set<AnyEndpoint>): Set<AnyEndpoint> {
  if (isEndpoint(value)) into.add(value);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) contractsIn(item, into);
  return into;
}

async function evaluate(code: string): Promise<Record<string, unknown>> {
  return (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;
}

describe('contract modules as the web build ships them', () => {
  it('finds the contract modules by name', () => {
    expect(files.map((file) => file.slice(coreSrc.length + 1)).sort()).toEqual(expect.arrayContaining(['catalog/catalog.contracts.ts', 'production/order-lookup.contract.ts', 'production/production.contracts.ts']));
  });

  it('every contract the server mounts is declared in a contract module', async () => {
    const declared = new Set<AnyEndpoint>();
    for (const file of files) contractsIn(await import(/* @vite-ignore */ file), declared);
    const elsewhere = API_ENDPOINTS.filter((e) => !declared.has(e)).map((e) => `${e.method} ${e.path}`);
    expect(elsewhere).toEqual([]);
  });

  it.each(files.map((file) => [file.slice(coreSrc.length + 1), file]))('%s: the same exports, each contract as its route only', async (_name, file) => {
    const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const { code, passThrough } = projectContractModule(module, `${file}?source`, api);
    // Functions cannot be written as data: they are re-exported from the module as written.
    expect(passThrough.sort()).toEqual(Object.keys(module).filter((name) => typeof module[name] === 'function').sort());
    const projected = await evaluate(code.replace(/^export \{[^}]*\} from .*$/m, ''));
    const data = Object.keys(module).filter((name) => !passThrough.includes(name));
    expect(Object.keys(projected).sort()).toEqual(data.sort());
    for (const name of data) expect(projected[name], name).toEqual(routesIn(module[name]));
    expect(code).not.toMatch(/"(?:access|query|body|summary)"/);
  });

  it('writes a contract listed twice once, shared by reference', async () => {
    const list = { method: 'GET', path: '/api/eticket/thing', access: { kind: 'public' }, query: null, body: null, reply: 'json', summary: 'Things' };
    const { code } = projectContractModule({ ThingContracts: { list }, THING_ENDPOINTS: [list], LIMIT: 3, helper: () => 1 }, '/thing.contracts.ts?source', api);
    expect(code.match(/\/api\/eticket\/thing/g)).toHaveLength(1);
    expect(code).toContain('export { helper } from "/thing.contracts.ts?source";');
    const projected = await evaluate(code.replace(/^export \{[^}]*\} from .*$/m, ''));
    expect(projected.THING_ENDPOINTS).toEqual([{ method: 'GET', path: '/api/eticket/thing', reply: 'json' }]);
    expect((projected.THING_ENDPOINTS as unknown[])[0]).toBe((projected.ThingContracts as { list: unknown }).list);
    expect(projected.LIMIT).toBe(3);
  });
});
