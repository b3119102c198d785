import type { RouteDef } from '@eticket/core/navigation';

/** A page rendered inside the shell gets its route (title key, name) from the guard's decision. */
export interface ShellPageProps {
  route: RouteDef;
}
