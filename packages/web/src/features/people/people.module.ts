import type { WebModule } from '../../kit/web-module';

/** People: roles and their permission trees (users and organizations come here too). */
export const peopleModule = {
  name: 'people',
  pages: {
    RoleIndex: 'roles/role-list-page',
    UserRegistrationList: 'approvals/registration-list-page',
    ApplicationList: 'assistants/assistant-list-page',
  },
  texts: ['People.', 'Permission.'],
  endpoints: 'people',
} as const satisfies WebModule;
