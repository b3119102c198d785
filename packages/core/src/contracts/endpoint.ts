import type { PermissionName } from '../abp/permission-names';
import { InputReader, property, type FieldErrors, type Validated } from '../validation/input-reader';
import { traceShape, type JsonSchema } from '../validation/shape';

/**
 * Endpoint contracts: each HTTP endpoint declared once — method, path, who may call it, how its query
 * and body are read, what it answers. The server mounts its routes from them (and authorizes before it
 * reads anything), the api-client builds its calls from them, the fuzz suite generates bodies from their
 * schemas and `openApiDocument` describes them. A path is never written a second time.
 *
 * A client calls by the route part alone (`EndpointRoute`: method, path, reply). The web build keeps only
 * that part of each contract module (packages/web/scripts/contract-routes.ts), so a page does not ship the
 * readers of the endpoints it calls; a form that checks its input in the browser imports its reader itself.
 * The helpers below are marked free of side effects so that a bundler drops the contracts nobody uses.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Side = 'tenant' | 'host';

/** Who may call an endpoint; the server checks it before it reads the query or the body. */
export type Access =
  | { kind: 'public' }
  /** Works anonymously; a valid token adds the user. */
  | { kind: 'optional' }
  /** Any signed-in user of that side. */
  | { kind: 'user'; side: Side | 'any' }
  | { kind: 'permission'; side: Side; permission: PermissionName }
  /** Read lists other pages need as well (a select on the style form …): any one of these. */
  | { kind: 'anyPermission'; side: Side; permissions: readonly PermissionName[] };

/**
 * How a query or body is read: the core reader of the module (the same one the web form runs), `In`
 * being what a client sends and `Out` what the server gets.
 */
export interface Schema<Out, In = Out> {
  read(raw: unknown): Validated<Out>;
  /** Phantom: the client's input type. */
  readonly input?: In;
}

/*#__NO_SIDE_EFFECTS__*/
export function schema<Out, In = Out>(read: (raw: unknown) => Validated<Out>): Schema<Out, In> {
  return { read };
}

/** The JSON Schema of what a schema reads (traced from the reader itself, see `traceShape`). */
export function shapeOf(s: Schema<unknown, unknown>): JsonSchema {
  return traceShape((raw) => s.read(raw));
}

/** What a successful call answers: JSON, a file (.xlsx), or nothing (204). */
export type ReplyKind = 'json' | 'file' | 'empty';

/** What a client needs to call an endpoint: the method, the path and what kind of answer comes back. */
export interface EndpointRoute {
  readonly method: HttpMethod;
  /** With `{name}` placeholders, as OpenAPI writes them: `/api/eticket/customer/{id}`. */
  readonly path: string;
  readonly reply: ReplyKind;
}

export interface Endpoint<Q extends Schema<unknown, unknown> | null, B extends Schema<unknown, unknown> | null, R> extends EndpointRoute {
  /** Checked by the server before it reads anything. */
  readonly access: Access;
  readonly query: Q;
  readonly body: B;
  /** One line for the API document. */
  readonly summary: string;
  /** Phantom: the type of the JSON answer. */
  readonly result?: R;
}

export type AnyEndpoint = Endpoint<Schema<unknown, unknown> | null, Schema<unknown, unknown> | null, unknown>;

/** What a client sends / the server gets for a schema (undefined for none). */
export type InputOf<S> = S extends Schema<unknown, infer In> ? In : undefined;
export type OutputOf<S> = S extends Schema<infer Out, unknown> ? Out : undefined;
export type ResultOf<E> = E extends Endpoint<Schema<unknown, unknown> | null, Schema<unknown, unknown> | null, infer R> ? R : never;

/*#__NO_SIDE_EFFECTS__*/
export function endpoint<R = undefined, Q extends Schema<unknown, unknown> | null = null, B extends Schema<unknown, unknown> | null = null>(spec: {
  method: HttpMethod;
  path: string;
  access: Access;
  summary: string;
  query?: Q;
  body?: B;
  reply?: ReplyKind;
}): Endpoint<Q, B, R> {
  return {
    method: spec.method,
    path: spec.path,
    access: spec.access,
    summary: spec.summary,
    query: (spec.query ?? null) as Q,
    body: (spec.body ?? null) as B,
    reply: spec.reply ?? 'json',
  };
}

const METHODS: ReadonlySet<unknown> = new Set<HttpMethod>(['GET', 'POST', 'PUT', 'DELETE']);

/** Whether a value is an endpoint contract (what `endpoint` returns). */
export function isEndpoint(value: unknown): value is AnyEndpoint {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Partial<Record<keyof AnyEndpoint, unknown>>;
  return METHODS.has(e.method) && typeof e.path === 'string' && typeof e.access === 'object' && 'query' in e && 'body' in e && typeof e.summary === 'string';
}

/** The route part of a contract: what the web build keeps of it. */
export function routeOf(e: EndpointRoute): EndpointRoute {
  return { method: e.method, path: e.path, reply: e.reply };
}

/** The `{name}` placeholders of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/** The path with each placeholder filled in (encoded: ids come from the server, but never trust them into a URL raw). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** An update body: the input plus the concurrency stamp the client read (absent = not checked, as in ABP). */
export interface StampedInput<T> {
  value: T;
  concurrencyStamp: string | null;
}

/*#__NO_SIDE_EFFECTS__*/
export function stamped<T, In>(inner: Schema<T, In>): Schema<StampedInput<T>, In & { concurrencyStamp?: string }> {
  return schema((raw) => {
    const reader = new InputReader();
    const stampValue = property(raw, 'concurrencyStamp');
    if (stampValue !== undefined && stampValue !== null && typeof stampValue !== 'string') reader.fail('concurrencyStamp', 'Catalog.Validation.Invalid');
    const stamp = reader.optionalText('concurrencyStamp', typeof stampValue === 'string' ? stampValue : null, 100);
    const value = inner.read(raw);
    const errors: FieldErrors = { ...(value.ok ? {} : value.errors), ...reader.errors };
    if (!value.ok || reader.hasErrors) return { ok: false, errors };
    return { ok: true, value: { value: value.value, concurrencyStamp: stamp } };
  });
}
