import type { RouteDef } from '../http/route';

/**
 * A business module of the server: its routes (HTTP only: contract → service call), mounted from the
 * contracts in core. Its services hold the rules and transactions, its stores the Drizzle queries.
 */
export interface ServerModule {
  name: string;
  /** In mounting order: fixed paths before `{id}` (first match wins). */
  routes: readonly RouteDef[];
}
