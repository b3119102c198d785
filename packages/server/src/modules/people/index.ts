import type { ServerModule } from '../module';
import { assistantRoutes } from './assistants.routes';
import { joinApplicationRoutes } from './join-applications.routes';
import { organizationRoutes } from './organizations.routes';
import { roleRoutes } from './roles.routes';
import { userRoutes } from './users.routes';

/** People: organizations, users, roles, join applications and production assistants. */
export const peopleModule: ServerModule = { name: 'people', routes: [...organizationRoutes, ...userRoutes, ...roleRoutes, ...joinApplicationRoutes, ...assistantRoutes] };

export { createRole, type RoleActor } from './roles.service';
export { addMember, type NewMember } from './users.service';
export { assistantScope } from './assistants.service';
