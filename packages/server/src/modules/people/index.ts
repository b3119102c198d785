import type { ServerModule } from '../module';
import { roleRoutes } from './roles.routes';

/** People: roles (users and organizations join here). */
export const peopleModule: ServerModule = { name: 'people', routes: roleRoutes };

export { createRole, type RoleActor } from './roles.service';
