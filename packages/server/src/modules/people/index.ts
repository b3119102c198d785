import type { ServerModule } from '../module';
import { joinApplicationRoutes } from './join-applications.routes';
import { roleRoutes } from './roles.routes';

/** People: roles (users and organizations join here). */
export const peopleModule: ServerModule = { name: 'people', routes: [...roleRoutes, ...joinApplicationRoutes] };

export { createRole, type RoleActor } from './roles.service';
