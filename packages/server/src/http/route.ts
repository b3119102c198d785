import type { PermissionName } from '@eticket/core/abp';
import type { Endpoint, Schema } from '@eticket/core/contracts';
import type { z } from 'zod';
import { Errors, fieldErrors } from './errors';
import type { Access, FastCtx, HostCtx, PublicCtx, Reply, ScopedCtx, TenantCtx } from './types';
import { valid } from './validation';

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
}

interface Spec<BS extends z.ZodType, QS extends z.ZodType> {
  method: HttpMethod;
  path: string;
  body?: BS;
  query?: QS;
  allowExpiredTenant?: boolean;
}

type Out<S extends z.ZodType> = z.output<S>;

function parser(body: z.ZodType | undefined, query: z.ZodType | undefined): RouteDef['parse'] {
  return (rawBody, rawQuery) => {
    const parsedBody = body ? body.safeParse(rawBody) : { success: true as const, data: undefined };
    const parsedQuery = query ? query.safeParse(rawQuery) : { success: true as const, data: undefined };
    const errors = [
      ...(parsedBody.success ? [] : fieldErrors(parsedBody.error)),
      ...(parsedQuery.success ? [] : fieldErrors(parsedQuery.error)),
    ];
    if (errors.length > 0 || !parsedBody.success || !parsedQuery.success) throw Errors.validation(errors);
    return { body: parsedBody.data, query: parsedQuery.data };
  };
}

function base<BS extends z.ZodType, QS extends z.ZodType>(spec: Spec<BS, QS>, access: Access) {
  return {
    method: spec.method,
    path: spec.path,
    access,
    write: spec.method !== 'GET',
    allowExpiredTenant: spec.allowExpiredTenant ?? false,
    hasBody: spec.body !== undefined,
    parse: parser(spec.body, spec.query),
  };
}

/** No token needed (login, refresh, the join form). The handler opens its own withHost/withTenant. */
export function publicRoute<BS extends z.ZodType = z.ZodUndefined, QS extends z.ZodType = z.ZodUndefined>(
  spec: Spec<BS, QS> & { handle: (ctx: PublicCtx<Out<BS>, Out<QS>>) => Promise<Reply> },
): RouteDef {
  return { ...base(spec, { kind: 'public' }), runPublic: (ctx) => spec.handle(ctx as PublicCtx<Out<BS>, Out<QS>>) };
}

/** Anonymous or signed in (application-configuration). */
export function optionalRoute<BS extends z.ZodType = z.ZodUndefined, QS extends z.ZodType = z.ZodUndefined>(
  spec: Spec<BS, QS> & {
    handle: (ctx: PublicCtx<Out<BS>, Out<QS>>) => Promise<Reply>;
    fast?: (ctx: FastCtx<Out<BS>, Out<QS>>) => Reply | null;
  },
): RouteDef {
  const fast = spec.fast;
  return {
    ...base(spec, { kind: 'optional' }),
    runPublic: (ctx) => spec.handle(ctx as PublicCtx<Out<BS>, Out<QS>>),
    ...(fast === undefined || spec.method !== 'GET' ? {} : { fast: (ctx: FastCtx) => fast(ctx as FastCtx<Out<BS>, Out<QS>>) }),
  };
}

/** A tenant user's route; `permission: null` = any signed-in user of the tenant. */
export function tenantRoute<BS extends z.ZodType = z.ZodUndefined, QS extends z.ZodType = z.ZodUndefined>(
  spec: Spec<BS, QS> & { permission: PermissionName | null; handle: (ctx: TenantCtx<Out<BS>, Out<QS>>) => Promise<Reply> },
): RouteDef {
  const access: Access = spec.permission === null ? { kind: 'user', side: 'tenant' } : { kind: 'permission', side: 'tenant', permission: spec.permission };
  return {
    ...base(spec, access),
    runScoped: (ctx) => {
      if (ctx.side !== 'tenant') throw Errors.forbidden();
      return spec.handle(ctx as TenantCtx<Out<BS>, Out<QS>>);
    },
  };
}

/** A host user's route. */
export function hostRoute<BS extends z.ZodType = z.ZodUndefined, QS extends z.ZodType = z.ZodUndefined>(
  spec: Spec<BS, QS> & { permission: PermissionName | null; handle: (ctx: HostCtx<Out<BS>, Out<QS>>) => Promise<Reply> },
): RouteDef {
  const access: Access = spec.permission === null ? { kind: 'user', side: 'host' } : { kind: 'permission', side: 'host', permission: spec.permission };
  return {
    ...base(spec, access),
    runScoped: (ctx) => {
      if (ctx.side !== 'host') throw Errors.forbidden();
      return spec.handle(ctx as HostCtx<Out<BS>, Out<QS>>);
    },
  };
}

/** Any signed-in user, tenant or host (e.g. changing one's own password). */
export function userRoute<BS extends z.ZodType = z.ZodUndefined, QS extends z.ZodType = z.ZodUndefined>(
  spec: Spec<BS, QS> & { handle: (ctx: ScopedCtx<Out<BS>, Out<QS>>) => Promise<Reply> },
): RouteDef {
  return { ...base(spec, { kind: 'user', side: 'any' }), runScoped: (ctx) => spec.handle(ctx as ScopedCtx<Out<BS>, Out<QS>>) };
}

/**
 * A query or body of a contract as the handler gets it: read on first call (a 400 then), the same value
 * after. `raw` is the input as sent, for the rare reader that needs rows loaded first (the price grid is
 * read against the style's procedures, so that every problem is answered at once).
 */
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

/**
 * A tenant route mounted from its contract: method, path and access come from the contract, and the
 * query and body are read by the contract's schemas when the handler asks for them — after the
 * permission check, and after the handler has turned a missing or foreign id into a 404.
 */
export function contractRoute<Q extends Schema<unknown, unknown> | null, B extends Schema<unknown, unknown> | null, R>(
  contract: Endpoint<Q, B, R>,
  spec: { allowExpiredTenant?: boolean; handle: (ctx: TenantCtx<Input<B>, Input<Q>>) => Promise<Reply> },
): RouteDef {
  const access = contract.access;
  if ((access.kind !== 'permission' && access.kind !== 'anyPermission') || access.side !== 'tenant') {
    throw new Error(`${contract.method} ${contract.path}: only tenant permission contracts mount as contract routes`);
  }
  return {
    method: contract.method,
    path: routePath(contract.path),
    access,
    write: contract.method !== 'GET',
    allowExpiredTenant: spec.allowExpiredTenant ?? false,
    hasBody: contract.body !== null,
    parse: (rawBody, rawQuery) => ({ body: reading(contract.body, rawBody), query: reading(contract.query, rawQuery) }),
    runScoped: (ctx) => {
      if (ctx.side !== 'tenant') throw Errors.forbidden();
      return spec.handle(ctx as TenantCtx<Input<B>, Input<Q>>);
    },
  };
}
