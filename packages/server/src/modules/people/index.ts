import type { RouteDef } from '../../http/route';
import { roleRoutes } from './roles.routes';

/** People: roles (users and organizations join here). */
export const peopleRoutes: readonly RouteDef[] = [...roleRoutes];

export { createRole, type RoleActor } from './roles.service';
