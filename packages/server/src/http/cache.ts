/**
 * A small in-process cache with a time-to-live, bounded in size (cleared when full — cheap and enough
 * for per-user/per-tenant entries). A TTL of 0 disables it.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #max: number;

  constructor(ttlMs: number, now: () => number, max = 10_000) {
    this.#ttlMs = ttlMs;
    this.#now = now;
    this.#max = max;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number = this.#ttlMs): void {
    if (ttlMs <= 0) return;
    if (this.#entries.size >= this.#max) this.#entries.clear();
    this.#entries.set(key, { value, expiresAt: this.#now() + ttlMs });
  }

  deleteWhere(predicate: (key: string) => boolean): void {
    for (const key of this.#entries.keys()) if (predicate(key)) this.#entries.delete(key);
  }
}

/**
 * Read-side caches (architecture §2.5: app-config must stay cheap). GET requests may use a principal
 * (user, tenant row, grants) up to `principalCacheSeconds` old; writes always load it fresh, so a
 * permission check that lets data change is never stale. Code that changes grants, users, tenants or
 * settings calls invalidateTenant so this process sees the change at once; other processes within the TTL.
 */
export class ReadCaches<P, T, R = unknown> {
  readonly principals: TtlCache<P>;
  readonly tenantValues: TtlCache<T>;
  /** Encoded response bodies per principal (application-configuration), ≈ 40 KB each: fewer entries. */
  readonly rendered: TtlCache<R>;

  constructor(ttlSeconds: number, now: () => number) {
    this.principals = new TtlCache<P>(ttlSeconds * 1000, now);
    this.tenantValues = new TtlCache<T>(ttlSeconds * 1000, now);
    this.rendered = new TtlCache<R>(ttlSeconds * 1000, now, 2000);
  }

  invalidateTenant(tenantId: string): void {
    this.principals.deleteWhere((key) => key.startsWith(`${tenantId}/`));
    this.rendered.deleteWhere((key) => key.startsWith(`${tenantId}/`));
    this.tenantValues.deleteWhere((key) => key === tenantId);
  }

  /**
   * A user's sessions ended (logout, refresh-token replay, password change): drop every cached principal
   * and rendered body of that user on this node, so the next request with a still-unexpired access token
   * loads the principal fresh and meets the session check.
   */
  invalidateUser(subject: { tenantId: string | null; userId: string }): void {
    const prefix = `${subject.tenantId ?? 'host'}/${subject.userId}/`;
    this.principals.deleteWhere((key) => key.startsWith(prefix));
    this.rendered.deleteWhere((key) => key.startsWith(prefix));
  }
}

/** Cache key of a login session's principal: tenant (or "host") first, so a tenant's entries share a prefix. */
export function principalKey(subject: { tenantId: string | null; userId: string; familyId: string }): string {
  return `${subject.tenantId ?? 'host'}/${subject.userId}/${subject.familyId}`;
}
