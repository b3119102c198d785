import { EntityChanges, tenantAuditRows, type TenantAuditEntry } from '../audit/audit';
import type { AccessClaims } from '../auth/tokens';
import { finishWith, withTenant, type RequestInfo, type TenantTx } from '../db/context';
import { errorFields } from '../logger';
import { principalKey } from './cache';
import { isTenantExpired, loadTenantPrincipals } from './principal';
import type { AppDeps, Reply, TenantPrincipal } from './types';

/**
 * Group commit for a hot tenant write (the scan): requests of one tenant that arrive while earlier ones are
 * in their transaction wait, then run together as ONE transaction — one scope, one set-based principal read,
 * the route's set-based statements over all of them, one audit statement written with COMMIT. At a shift's
 * end that turns per-request fixed costs into per-group ones; a lone request runs at once, as a group of one.
 *
 * A group only does the common case. Anything else — a caller whose session ended or who lacks the
 * permission, a header for another tenant, an expired tenant, a body that does not read, and whatever the
 * route's own handler declines (returns null for) — is answered by the route's ordinary path, in a
 * transaction of its own, after the group: one code path for every refusal and its audit. If the group's
 * transaction fails, nothing of it stays and every request in it takes the ordinary path.
 */

/** One request as its group's handler sees it: authorized, its body read by the contract. */
export interface GroupEntry<B> {
  principal: TenantPrincipal;
  body: B;
  now: number;
  changes: EntityChanges;
}

/** The route's set-based handler: one reply per entry, or null for "answer this one on the ordinary path". */
export type GroupHandler<B> = (tx: TenantTx, entries: readonly GroupEntry<B>[]) => Promise<readonly (Reply | null)[]>;

/** What a route declares to be grouped (RouteDef.group). */
export interface GroupSpec {
  /** The permission every caller needs (the route's access). */
  permission: string;
  /** The body as the contract reads it, or throws (the entry then takes the ordinary path). */
  read: (raw: unknown) => unknown;
  handle: GroupHandler<unknown>;
}

/** One waiting request. */
interface Pending {
  claims: AccessClaims & { tenantId: string };
  header: string | null;
  raw: unknown;
  request: RequestInfo;
  startedAt: number;
  settle: (reply: Reply | null) => void;
}

interface Queue {
  waiting: Pending[];
  running: number;
}

export interface WriteGroupLimits {
  /** Requests per group at most: a long group holds its bundles' locks longer. */
  maxSize: number;
  /** Groups of one tenant and route in their transactions at once (overlaps one's round trips with the next). */
  concurrency: number;
}

export const DEFAULT_GROUP_LIMITS: WriteGroupLimits = { maxSize: 64, concurrency: 2 };

/** Counts since start: groups run, requests in them, and those the group answered (the rest ran alone). */
export interface WriteGroupStats {
  groups: number;
  requests: number;
  answered: number;
}

/** One per server (AppDeps.groups): the waiting requests of every grouped route, per tenant. */
export class WriteGroups {
  readonly #queues = new Map<string, Queue>();
  readonly #stats: WriteGroupStats = { groups: 0, requests: 0, answered: 0 };

  constructor(readonly limits: WriteGroupLimits | null) {}

  get stats(): Readonly<WriteGroupStats> {
    return { ...this.#stats };
  }

  /** Resolves with the group's reply for this request, or null: take the ordinary path (always, when off). */
  submit(deps: AppDeps, key: string, spec: GroupSpec, item: Omit<Pending, 'settle'>): Promise<Reply | null> {
    const limits = this.limits;
    if (limits === null) return Promise.resolve(null);
    const queueKey = `${key} ${item.claims.tenantId}`;
    let queue = this.#queues.get(queueKey);
    if (queue === undefined) {
      queue = { waiting: [], running: 0 };
      this.#queues.set(queueKey, queue);
    }
    const q = queue;
    return new Promise<Reply | null>((settle) => {
      q.waiting.push({ ...item, settle });
      this.#pump(deps, limits, queueKey, q, spec);
    });
  }

  #pump(deps: AppDeps, limits: WriteGroupLimits, queueKey: string, queue: Queue, spec: GroupSpec): void {
    while (queue.running < limits.concurrency && queue.waiting.length > 0) {
      const group = queue.waiting.splice(0, limits.maxSize);
      queue.running += 1;
      void this.#run(deps, group, spec).finally(() => {
        queue.running -= 1;
        if (queue.waiting.length > 0) this.#pump(deps, limits, queueKey, queue, spec);
        else if (queue.running === 0) this.#queues.delete(queueKey);
      });
    }
  }

  async #run(deps: AppDeps, group: readonly Pending[], spec: GroupSpec): Promise<void> {
    const first = group[0];
    if (first === undefined) return;
    const tenantId = first.claims.tenantId;
    let replies: readonly (Reply | null)[];
    try {
      replies = await withTenant(deps.database, tenantId, async (tx) => {
        const principals = await loadTenantPrincipals(tx, tenantId, group.map((p) => p.claims));
        const now = deps.now();
        const taken: { pending: Pending; entry: GroupEntry<unknown> }[] = [];
        for (const pending of group) {
          const principal = principals.get(principalKey(pending.claims)) ?? null;
          const entry = principal === null ? null : this.#admit(pending, principal, spec, now);
          if (principal !== null) deps.caches.principals.set(principalKey(pending.claims), principal);
          if (entry !== null) taken.push({ pending, entry });
        }
        const answered = taken.length === 0 ? [] : await spec.handle(tx, taken.map((t) => t.entry));
        const byPending = new Map<Pending, Reply | null>();
        const audit: TenantAuditEntry[] = [];
        taken.forEach((t, i) => {
          const reply = answered[i] ?? null;
          byPending.set(t.pending, reply);
          if (reply === null) return;
          const p = t.entry.principal;
          audit.push({
            request: t.pending.request,
            startedAt: t.pending.startedAt,
            outcome: { kind: 'request', userId: p.userId, userName: p.userName, status: reply.status ?? 200 },
            changes: t.entry.changes.items,
          });
        });
        if (audit.length > 0) finishWith(tx, tenantAuditRows(tenantId, audit));
        return group.map((p) => byPending.get(p) ?? null);
      });
    } catch (error) {
      // Nothing of the group stayed: each request is answered on its own path.
      deps.logger.warn('write group rolled back; its requests run alone', { size: group.length, ...errorFields(error) });
      replies = group.map(() => null);
    }
    this.#stats.groups += 1;
    this.#stats.requests += group.length;
    this.#stats.answered += replies.filter((r) => r !== null).length;
    group.forEach((p, i) => {
      p.settle(replies[i] ?? null);
    });
  }

  /** The entry for a caller the ordinary path would let through without a word; null: let that path answer. */
  #admit(pending: Pending, principal: TenantPrincipal, spec: GroupSpec, now: number): GroupEntry<unknown> | null {
    if (!principal.grants.has(spec.permission)) return null;
    if (pending.header !== null && pending.header.toLowerCase() !== principal.tenantId && pending.header.toLowerCase() !== principal.tenant.name.toLowerCase()) return null;
    if (isTenantExpired(principal, now)) return null;
    let body: unknown;
    try {
      body = spec.read(pending.raw);
    } catch {
      return null;
    }
    return { principal, body, now, changes: new EntityChanges() };
  }
}
