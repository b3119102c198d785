// The web build ships each endpoint contract as its route part only. A contract module of the core
// (`<area>.contracts.ts`, `<name>.contract.ts`) declares method, path, access, the query and body schemas
// (the input readers) and a summary; the api-client calls by method and path alone, so shipping the rest made
// every page that calls an endpoint carry that endpoint's readers. The build evaluates each contract module
// (as the server would import it) and replaces it with its exports where every contract is reduced to its
// route (`routeOf`: method, path, reply). Contracts keep their authoring style; a new contract module is
// picked up by its file name. The server, the OpenAPI document and the fuzz suite import the real modules.
import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** A contract module of the core, by the convention of docs/architecture.md. */
export const CONTRACT_MODULE = /[\\/]packages[\\/]core[\\/]src[\\/].+\.contracts?\.ts$/;
/** The same file as written: what the projection re-exports its other runtime exports (helpers) from. */
const SOURCE_QUERY = '?eticket-contract-source';

export interface ContractsApi {
  isEndpoint(value: unknown): boolean;
  routeOf(value: never): object;
}

export interface Projection {
  /** ES module text: the projected exports, each contract written once and shared by reference. */
  code: string;
  /** Exports that are not data (functions …): re-exported from the module as written. */
  passThrough: string[];
}

const UNSERIALIZABLE = Symbol('unserializable');

/**
 * The exports of an evaluated contract module as module text: contracts as their routes, plain data as
 * literals, anything else re-exported from `sourceId` (the bundler then keeps only what those exports use:
 * the contract helpers are marked free of side effects).
 */
export function projectContractModule(exports: Readonly<Record<string, unknown>>, sourceId: string, api: ContractsApi): Projection {
  const routes = new Map<object, string>();
  const declarations: string[] = [];
  const literal = (value: unknown, seen: Set<object>): string | typeof UNSERIALIZABLE => {
    if (value === undefined) return 'undefined';
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
    if (typeof value === 'number') return Number.isFinite(value) ? String(value) : UNSERIALIZABLE;
    if (typeof value !== 'object' || seen.has(value)) return UNSERIALIZABLE;
    if (api.isEndpoint(value)) {
      let name = routes.get(value);
      if (name === undefined) {
        name = `route${String(routes.size)}`;
        routes.set(value, name);
        declarations.push(`const ${name} = ${JSON.stringify(api.routeOf(value as never))};`);
      }
      return name;
    }
    const inner = new Set(seen).add(value);
    if (Array.isArray(value)) {
      const items = value.map((item) => literal(item, inner));
      return items.includes(UNSERIALIZABLE) ? UNSERIALIZABLE : `[${items.join(', ')}]`;
    }
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return UNSERIALIZABLE;
    const entries = Object.entries(value).map(([key, item]) => [key, literal(item, inner)] as const);
    if (entries.some(([, item]) => item === UNSERIALIZABLE)) return UNSERIALIZABLE;
    return `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${String(item)}`).join(', ')} }`;
  };
  const exported: string[] = [];
  const passThrough: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    const text = literal(value, new Set());
    if (text === UNSERIALIZABLE) passThrough.push(name);
    else exported.push(name === 'default' ? `export default ${text};` : `export const ${name} = ${text};`);
  }
  const reexport = passThrough.length === 0 ? [] : [`export { ${passThrough.join(', ')} } from ${JSON.stringify(sourceId)};`];
  return { code: [...declarations, ...exported, ...reexport].join('\n') + '\n', passThrough };
}

/** Build only: the dev server and the tests import the contract modules as written. */
export function contractRoutes(): Plugin {
  const runner = { root: import.meta.dirname, configFile: false as const, logLevel: 'silent' as const };
  let api: Promise<ContractsApi> | null = null;
  const endpointModule = resolve(import.meta.dirname, '../../core/src/contracts/endpoint.ts');
  return {
    name: 'eticket-contract-routes',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      api = null;
    },
    async load(id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      // The helpers' own module, not the contracts index (that would evaluate every contract module again).
      api ??= runnerImport<ContractsApi>(endpointModule, runner).then(({ module }) => module);
      const [contracts, { module, dependencies }] = await Promise.all([api, runnerImport<Record<string, unknown>>(id, runner)]);
      // `vite build --watch`: a changed reader or helper rebuilds the projection.
      for (const file of dependencies) this.addWatchFile(file);
      return projectContractModule(module, `${id}${SOURCE_QUERY}`, contracts).code;
    },
  };
}
