import { findRouteByName } from './match-route';
import { ROUTE_TABLE } from './route-table';
import type { RouteDef } from './route-table.types';

/**
 * The address of a page by route name, with its query (empty values left out). Pages link by name so the
 * route table stays the one place a path is written; an unknown name throws (a misspelt link fails its test).
 */
export function routeHref(
  name: string,
  query: Readonly<Record<string, string | null | undefined>> = {},
  routes: readonly RouteDef[] = ROUTE_TABLE,
): string {
  const found = findRouteByName(routes, name);
  if (found === null) throw new Error(`routeHref: no route named ${name}`);
  // The core has no DOM (no URLSearchParams); the pages read the query back with URLSearchParams.
  const search = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return search === '' ? found.route.path : `${found.route.path}?${search}`;
}
