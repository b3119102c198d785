import type { WebModule } from '../../kit/web-module';

/** People: roles and their permission trees, the organization tree and the users. */
export const peopleModule = {
  name: 'people',
  pages: {
    RoleIndex: 'roles/role-list-page',
    UserIndex: 'users/user-index-page',
    UserRegistrationList: 'approvals/registration-list-page',
    ApplicationList: 'assistants/assistant-list-page',
  },
  texts: ['People.', 'Permission.'],
  endpoints: 'people',
} as const satisfies WebModule;
