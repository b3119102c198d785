import { createPeopleEndpoints, type ApiError, type CallOptions, type PeopleEndpoints } from '@eticket/api-client';
import { formHandlesFailure } from '../../components/data-ui/api-failure';
import { useModuleEndpoints } from '../../kit/api';
import { SharedResource } from '../../kit/shared-resources';

declare module '../../kit/api' {
  interface ModuleEndpoints {
    /** Roles, the organization tree and the users. */
    people: PeopleEndpoints;
  }
}

/** Only the people pages import this, so no other page carries the group. */
export function usePeople(): PeopleEndpoints {
  return useModuleEndpoints('people', createPeopleEndpoints);
}

/** Invalidation keys: a save reloads every list and picker showing it (technical levels: the catalogue's key). */
export const PeopleResource = { role: 'role', organization: SharedResource.organization, user: SharedResource.user, technicalLevel: 'technicalLevel' } as const;

/** Saves: field errors and 409s (self-lockout, a stale stamp) are shown by the form itself. */
export const PEOPLE_FORM_CALL: CallOptions = { silent: formHandlesFailure };
/** Deletes: a refusal (built-in role, users still hold it) is shown in the confirmation dialog. */
export const PEOPLE_DELETE_CALL: CallOptions = { silent: (error: ApiError) => error.status === 409 };
