import type { AnyEndpoint, Endpoint, Schema } from '@eticket/core/contracts';
import { Errors } from './errors';
import type { Access, FastCtx, HostCtx, PrefetchCtx, PublicCtx, Reply, ScopedCtx, TenantCtx } from './types';
import { valid } from './validation';
import type { GroupHandler, GroupPrefetch, GroupSpec } from './write-group';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A route as the pipeline sees it: declared access, input parsing and one of two runners. */
export interface RouteDef {
  method: HttpMethod;
  path: string;
  access: Access;
  /** Writes are audited (success and failure) and refused for an expired tenant unless allowed. */
  write: boolean;
  allowExpiredTenant: boolean;
  hasBody: boolean;
  /** Called by the pipeline only after the caller is authorized. */
  parse(rawBody: unknown, rawQuery: Record<string, string>): { body: unknown; query: unknown };
  runPublic?: (ctx: PublicCtx) => Promise<Reply>;
  runScoped?: (ctx: ScopedCtx) => Promise<Reply>;
  /**
   * GET only: answer from caches without opening a transaction when the principal is cached; null =
   * take the normal path.
   */
  fast?: (ctx: FastCtx) => Reply | null;
  /**
   * A read whose statements need no common snapshot: each runs in a transaction of its own, sent with its
   * BEGIN and COMMIT in one round trip (db/client.ts, autocommit).
   */
  autocommit?: boolean;
  /**
   * A tenant write's first read, sent beside the principal's in the same round trip; null when the body does
   * not read (the handler then answers the 400 after the permission check). See pipeline.ts.
   */
  prefetch?: (ctx: PrefetchCtx) => Promise<unknown> | null;
  /** A hot tenant write whose concurrent requests run together as one transaction (write-group.ts). */
  group?: GroupSpec;
}

/**
 * A query or body of a contract as the handler gets it: read on first call (a 400 then), the same value
 * after. `raw` is the input as sent, for the rare reader that needs rows loaded first (the price grid is
 * read against the style's procedures, so that every problem is answered at once).
 */
/** What a schema reads a body or query into. */
type Read<S> = S extends Schema<infer Out, unknown> ? Out : undefined;

export type Input<S> = S extends Schema<infer Out, unknown> ? { (): Out; readonly raw: unknown } : undefined;

function reading<S extends Schema<unknown, unknown> | null>(s: S, raw: unknown): Input<S> {
  if (s === null) return undefined as Input<S>;
  let value: { read: unknown } | null = null;
  const read = () => {
    value ??= { read: valid(s.read(raw ?? {})) };
    return value.read;
  };
  return Object.assign(read, { raw }) as Input<S>;
}

/** The Hono form of a contract path: `{id}` → `:id`. */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function mounted(contract: AnyEndpoint, allowExpiredTenant: boolean | undefined): Omit<RouteDef, 'runPublic' | 'runScoped' | 'fast'> {
  return {
    method: contract.method,
    path: routePath(contract.path),
    access: contract.access,
    write: contract.method !== 'GET',
    allowExpiredTenant: allowExpiredTenant ?? false,
    hasBody: contract.body !== null,
    parse: (rawBody, rawQuery) => ({ body: reading(contract.body, rawBody), query: reading(contract.query, rawQuery) }),
  };
}

function refuse(contract: AnyEndpoint, expected: string): Error {
  return new Error(`${contract.method} ${contract.path}: only ${expected} contracts mount here`);
}

/**
 * A tenant route mounted from its contract: method, path and access come from the contract, and the
 * query and body are read by the contract's schemas when the handler asks for them — after the
 * permission check, and after the handler has turned a missing or foreign id into a 404.
 */
export function contractRoute<Q extends Schema<unknown, unknown> | null, B extends Schema<unknown, unknown> | null, R, P = never, G = never>(
  contract: Endpoint<Q, B, R>,
  spec: {
    allowExpiredTenant?: boolean;
    /** GET only: see RouteDef.autocommit. */
    autocommit?: boolean;
    /** See RouteDef.prefetch: gets the body as the contract reads it, or is skipped when it does not read. */
    prefetch?: (ctx: Omit<PrefetchCtx, 'body'> & { body: Read<B> }) => Promise<P>;
    /**
     * See RouteDef.group: the set-based form of `handle` (and of `prefetch`) for the common case of a
     * permission route. What it declines (null) and every refusal before it are answered by `handle`.
     */
    group?: { prefetch?: GroupPrefetch<Read<B>, G>; handle: GroupHandler<Read<B>, G>; key?: (body: Read<B>) => string | null };
    handle: (ctx: TenantCtx<Input<B>, Input<Q>> & { prefetched?: Promise<P> | null }) => Promise<Reply>;
  },
): RouteDef {
  const access = contract.access;
  if (access.kind === 'public' || access.kind === 'optional' || access.side !== 'tenant') throw refuse(contract, 'tenant');
  if (spec.autocommit === true && contract.method !== 'GET') throw new Error(`${contract.method} ${contract.path}: autocommit is for reads`);
  const prefetch = spec.prefetch;
  const body = contract.body;
  const group = spec.group;
  if (group !== undefined && (access.kind !== 'permission' || body === null)) throw new Error(`${contract.method} ${contract.path}: only a permission route with a body is grouped`);
  return {
    ...mounted(contract, spec.allowExpiredTenant),
    ...(spec.autocommit === true ? { autocommit: true } : {}),
    ...(prefetch === undefined || body === null
      ? {}
      : {
          prefetch: (ctx: PrefetchCtx) => {
            let read: Read<B>;
            try {
              read = valid(body.read(ctx.body ?? {})) as Read<B>;
            } catch {
              return null;
            }
            return prefetch({ tx: ctx.tx, tenantId: ctx.tenantId, userId: ctx.userId, body: read });
          },
        }),
    ...(group === undefined || body === null || access.kind !== 'permission'
      ? {}
      : {
          group: {
            permission: access.permission,
            read: (raw: unknown) => valid(body.read(raw ?? {})),
            ...(group.prefetch === undefined ? {} : { prefetch: group.prefetch as GroupPrefetch<unknown> }),
            handle: group.handle as GroupHandler<unknown>,
            ...(group.key === undefined ? {} : { key: group.key as (body: unknown) => string | null }),
          },
        }),
    runScoped: (ctx) => {
      if (ctx.side !== 'tenant') throw Errors.forbidden();
      return spec.handle(ctx as TenantCtx<Input<B>, Input<Q>> & { prefetched?: Promise<P> | null });
    },
  };
}

/** A host user's route from its contract. */
export function hostContractRoute<Q extends Schema<unknown, unknown> | null, B extends Schema<unknown, unknown> | null, R>(
  contract: Endpoint<Q, B, R>,
  spec: { handle: (ctx: HostCtx<Input<B>, Input<Q>>) => Promise<Reply> },
): RouteDef {
  const access = contract.access;
  if (access.kind === 'public' || access.kind === 'optional' || access.side !== 'host') throw refuse(contract, 'host');
  return {
    ...mounted(contract, false),
    runScoped: (ctx) => {
      if (ctx.side !== 'host') throw Errors.forbidden();
      return spec.handle(ctx as HostCtx<Input<B>, Input<Q>>);
    },
  };
}

/** Any signed-in user's route from its contract, tenant or host (one's own password). */
export function userContractRoute<Q extends Schema<unknown, unknown> | null, B extends Schema<unknown, unknown> | null, R>(
  contract: Endpoint<Q, B, R>,
  spec: { allowExpiredTenant?: boolean; handle: (ctx: ScopedCtx<Input<B>, Input<Q>>) => Promise<Reply> },
): RouteDef {
  if (contract.access.kind !== 'user' || contract.access.side !== 'any') throw refuse(contract, 'any-user');
  return { ...mounted(contract, spec.allowExpiredTenant), runScoped: (ctx) => spec.handle(ctx as ScopedCtx<Input<B>, Input<Q>>) };
}

/**
 * A public or optional route from its contract (login, refresh, the join form, the app configuration).
 * The handler opens its own withHost/withTenant; `fast` answers a GET from caches (see RouteDef).
 */
export function publicContractRoute<Q extends Schema<unknown, unknown> | null, B extends Schema<unknown, unknown> | null, R>(
  contract: Endpoint<Q, B, R>,
  spec: { handle: (ctx: PublicCtx<Input<B>, Input<Q>>) => Promise<Reply>; fast?: (ctx: FastCtx<Input<B>, Input<Q>>) => Reply | null },
): RouteDef {
  if (contract.access.kind !== 'public' && contract.access.kind !== 'optional') throw refuse(contract, 'public or optional');
  const fast = spec.fast;
  return {
    ...mounted(contract, false),
    runPublic: (ctx) => spec.handle(ctx as PublicCtx<Input<B>, Input<Q>>),
    ...(fast === undefined || contract.method !== 'GET' ? {} : { fast: (ctx: FastCtx) => fast(ctx as FastCtx<Input<B>, Input<Q>>) }),
  };
}
