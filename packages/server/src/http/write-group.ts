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
export interface GroupEntry<B, P = unknown> {
  principal: TenantPrincipal;
  body: B;
  now: number;
  changes: EntityChanges;
  /** Its row of the group's read-ahead (GroupSpec.prefetch), when the route has one. */
  prefetched: Promise<P> | null;
}

/**
 * The route's set-based handler: per entry its reply, null for "answer this one on the ordinary path", or
 * LATER for "not in this group" (it conflicts with another entry of it: it goes into the next group).
 * `written`: a statement the handler sent and did not wait for, because it already knows the replies — it
 * goes out with the audit statement and COMMIT, one round trip for the three. The statement must fail
 * unless it did what the replies say (it then aborts the transaction, nothing commits and every entry runs
 * alone); the group waits for it after COMMIT too.
 */
export type GroupHandler<B, P = unknown> = (tx: TenantTx, entries: readonly GroupEntry<B, P>[]) => Promise<GroupAnswer>;

export interface GroupAnswer {
  replies: readonly (Reply | null | typeof LATER)[];
  written?: Promise<unknown> | null;
}

/**
 * The group's first read, sent beside the principals' in the same round trip (as RouteDef.prefetch does for
 * one request): one row per item, in order. It runs under the tenant (RLS) for every body that reads; a row
 * reaches the handler only for an authorized caller.
 */
export type GroupPrefetch<B, P = unknown> = (tx: TenantTx, tenantId: string, items: readonly { userId: string; body: B }[]) => Promise<readonly P[]>;

export const LATER = 'later';
/** How often one request may be put into the next group before it runs alone. */
const MAX_DEFERRALS = 3;

/** What a route declares to be grouped (RouteDef.group). */
export interface GroupSpec {
  /** The permission every caller needs (the route's access). */
  permission: string;
  /** The body as the contract reads it, or throws (the entry then takes the ordinary path). */
  read: (raw: unknown) => unknown;
  /**
   * What an entry works on, e.g. the scanned ticket: entries of one key never run in two groups at once (the
   * second would wait for the first one's row locks and read around its writes), nor twice in one group; such
   * an entry waits for the next group. null: no key.
   */
  key?: (body: unknown) => string | null;
  prefetch?: GroupPrefetch<unknown>;
  handle: GroupHandler<unknown>;
}

/** One waiting request. */
interface Pending {
  claims: AccessClaims & { tenantId: string };
  header: string | null;
  raw: unknown;
  /** The body as read (null: it does not read) and its key. */
  body: { value: unknown } | null;
  key: string | null;
  request: RequestInfo;
  startedAt: number;
  /** Groups this request was put off from. */
  deferrals: number;
  settle: (reply: Reply | null) => void;
}

interface Queue {
  waiting: Pending[];
  running: number;
  /** The keys of the entries in the groups running now. */
  busy: Set<string>;
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
  submit(deps: AppDeps, key: string, spec: GroupSpec, item: Omit<Pending, 'settle' | 'deferrals' | 'body' | 'key'>): Promise<Reply | null> {
    const limits = this.limits;
    if (limits === null) return Promise.resolve(null);
    const queueKey = `${key} ${item.claims.tenantId}`;
    let queue = this.#queues.get(queueKey);
    if (queue === undefined) {
      queue = { waiting: [], running: 0, busy: new Set() };
      this.#queues.set(queueKey, queue);
    }
    const q = queue;
    return new Promise<Reply | null>((settle) => {
      const body = readOrNull(spec, item.raw);
      q.waiting.push({ ...item, body, key: body === null ? null : (spec.key?.(body.value) ?? null), deferrals: 0, settle });
      this.#pump(deps, limits, queueKey, q, spec);
    });
  }

  #pump(deps: AppDeps, limits: WriteGroupLimits, queueKey: string, queue: Queue, spec: GroupSpec): void {
    while (queue.running < limits.concurrency && queue.waiting.length > 0) {
      const group = takeGroup(queue, limits.maxSize);
      if (group.length === 0) return; // every waiting entry's key is busy: the running group's end pumps again
      queue.running += 1;
      void this.#run(deps, group, spec, queue).finally(() => {
        for (const p of group) if (p.key !== null) queue.busy.delete(p.key);
        queue.running -= 1;
        if (queue.waiting.length > 0) this.#pump(deps, limits, queueKey, queue, spec);
        else if (queue.running === 0) this.#queues.delete(queueKey);
      });
    }
  }

  async #run(deps: AppDeps, group: readonly Pending[], spec: GroupSpec, queue: Queue): Promise<void> {
    const first = group[0];
    if (first === undefined) return;
    const tenantId = first.claims.tenantId;
    let replies: readonly (Reply | null | typeof LATER)[];
    const sent: { written: Promise<unknown> | null } = { written: null };
    try {
      replies = await withTenant(deps.database, tenantId, async (tx) => {
        const loading = loadTenantPrincipals(tx, tenantId, group.map((p) => p.claims));
        // Bodies were read on arrival but are answered for only after the caller is authorized (a 400 then comes alone).
        const bodies = group.map((p) => p.body);
        const readable = bodies.flatMap((body, i) => (body === null ? [] : [{ at: i, userId: group[i]?.claims.userId ?? '', body: body.value }]));
        const fetched = spec.prefetch === undefined || readable.length === 0 ? null : spec.prefetch(tx, tenantId, readable);
        fetched?.catch(() => undefined); // awaited by the handler, or abandoned with the transaction
        const rowOf = new Map(readable.map((r, k) => [r.at, k]));
        const principals = await loading;
        const now = deps.now();
        const taken: { pending: Pending; entry: GroupEntry<unknown> }[] = [];
        group.forEach((pending, i) => {
          const principal = principals.get(principalKey(pending.claims)) ?? null;
          if (principal !== null) deps.caches.principals.set(principalKey(pending.claims), principal);
          const body = bodies[i] ?? null;
          const k = rowOf.get(i);
          if (principal === null || body === null || !this.#admits(pending, principal, spec, now)) return;
          const prefetched = fetched === null || k === undefined ? null : fetched.then((rows) => rows[k]);
          taken.push({ pending, entry: { principal, body: body.value, now, changes: new EntityChanges(), prefetched } });
        });
        const answer = taken.length === 0 ? { replies: [] } : await spec.handle(tx, taken.map((t) => t.entry));
        sent.written = answer.written ?? null;
        const answered = answer.replies;
        const byPending = new Map<Pending, Reply | null | typeof LATER>();
        const audit: TenantAuditEntry[] = [];
        taken.forEach((t, i) => {
          const answer = answered[i] ?? null;
          const reply = answer === LATER && t.pending.deferrals >= MAX_DEFERRALS ? null : answer;
          byPending.set(t.pending, reply);
          if (reply === null || reply === LATER) return;
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
      await sent.written;
    } catch (error) {
      // Nothing of the group stayed: each request is answered on its own path.
      // A statement the handler sent ahead fails first; what follows it only reports the aborted transaction.
      const cause = sent.written === null ? error : await sent.written.then(() => error, (first: unknown) => first);
      deps.logger.warn('write group rolled back; its requests run alone', { size: group.length, ...errorFields(cause) });
      replies = group.map(() => null);
    }
    this.#stats.groups += 1;
    this.#stats.requests += group.length;
    const later: Pending[] = [];
    group.forEach((p, i) => {
      const reply = replies[i] ?? null;
      if (reply === LATER) {
        later.push({ ...p, deferrals: p.deferrals + 1 });
        return;
      }
      if (reply !== null) this.#stats.answered += 1;
      p.settle(reply);
    });
    // First in the next group: they have waited longest.
    queue.waiting.unshift(...later);
    this.#stats.requests -= later.length;
  }

  /** Whether the ordinary path would let this caller through without a word (else that path answers). */
  #admits(pending: Pending, principal: TenantPrincipal, spec: GroupSpec, now: number): boolean {
    if (!principal.grants.has(spec.permission)) return false;
    const header = pending.header?.toLowerCase() ?? null;
    if (header !== null && header !== principal.tenantId && header !== principal.tenant.name.toLowerCase()) return false;
    return !isTenantExpired(principal, now);
  }
}

/**
 * The next group, oldest first: up to `maxSize` waiting entries whose key is neither busy in a running group nor
 * taken twice; they are removed from the queue and their keys marked busy.
 */
function takeGroup(queue: Queue, maxSize: number): Pending[] {
  const group: Pending[] = [];
  const left: Pending[] = [];
  for (const p of queue.waiting) {
    if (group.length >= maxSize || (p.key !== null && queue.busy.has(p.key))) {
      left.push(p);
      continue;
    }
    if (p.key !== null) queue.busy.add(p.key);
    group.push(p);
  }
  queue.waiting = left;
  return group;
}

function readOrNull(spec: GroupSpec, raw: unknown): { value: unknown } | null {
  try {
    return { value: spec.read(raw) };
  } catch {
    return null;
  }
}
