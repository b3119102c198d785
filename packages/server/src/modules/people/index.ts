import type { ServerModule } from '../module';
import { assistantRoutes } from './assistants.routes';
import { joinApplicationRoutes } from './join-applications.routes';
import { roleRoutes } from './roles.routes';

/** People: roles, join applications and production assistants (users and organizations join here). */
export const peopleModule: ServerModule = { name: 'people', routes: [...roleRoutes, ...joinApplicationRoutes, ...assistantRoutes] };

export { createRole, type RoleActor } from './roles.service';
export { assistantScope } from './assistants.service';
