import type { ServerModule } from '../module';
import { organizationRoutes } from './organizations.routes';
import { roleRoutes } from './roles.routes';
import { userRoutes } from './users.routes';

/** People: organizations, users and roles. */
export const peopleModule: ServerModule = { name: 'people', routes: [...organizationRoutes, ...userRoutes, ...roleRoutes] };

export { createRole, type RoleActor } from './roles.service';
export { addMember, type NewMember } from './users.service';
