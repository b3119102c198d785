/**
 * Query keys: what a request asks for, as data. The first part names the resource whose saves make the
 * answer stale (`invalidate('order')` reloads every query keyed `['order', …]`); the rest says which
 * page, keyword, filter or id. Two keys with the same parts are the same query, whatever object holds them.
 */

export type QueryKeyPart = string | number | boolean | null;
export type QueryKey = readonly [resource: string, ...parts: QueryKeyPart[]];

/** A stable text for a key (effect dependency, cache slot): equal keys give equal texts, different keys different ones. */
export function keyText(key: QueryKey): string {
  return JSON.stringify(key);
}

/** The resource whose saves invalidate the key. */
export function keyResource(key: QueryKey): string {
  return key[0];
}

/** Does invalidating these resources make the key's answer stale? */
export function isInvalidatedBy(key: QueryKey, resources: readonly string[]): boolean {
  return resources.includes(key[0]);
}

/**
 * The version a key's answer was loaded at: the sum over the resources it depends on of their save
 * counts. Any invalidation of one of them changes it, and nothing else does.
 */
export function keyVersion(resources: readonly string[], versions: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const resource of new Set(resources)) total += versions.get(resource) ?? 0;
  return total;
}

/** The versions after `resources` were invalidated (each bumped once, however often it is named). */
export function bumpVersions(versions: ReadonlyMap<string, number>, resources: readonly string[]): Map<string, number> {
  const next = new Map(versions);
  for (const resource of new Set(resources)) next.set(resource, (next.get(resource) ?? 0) + 1);
  return next;
}
