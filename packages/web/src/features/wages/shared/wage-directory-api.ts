import { createPeopleEndpoints, type ApiRequest, type PeopleEndpoints } from '@eticket/api-client';
import { useModuleEndpoints } from '../../../kit/api';

/**
 * What the wage admin pages read besides the wage API: the organization tree (filters, settlement scope)
 * and the worker picker (open to wage managers). A group of its own so that the wage group stays the contract's.
 */
export interface WageDirectoryEndpoints {
  organizations: Pick<PeopleEndpoints['organizations'], 'list'>;
  members: Pick<PeopleEndpoints['users'], 'lookup'>;
}

declare module '../../../kit/api' {
  interface ModuleEndpoints {
    /** The wage admin pages' organization tree and worker picker. */
    wageDirectory: WageDirectoryEndpoints;
  }
}

function createWageDirectoryEndpoints(request: ApiRequest): WageDirectoryEndpoints {
  const people = createPeopleEndpoints(request);
  return {
    organizations: { list: (options) => people.organizations.list(options) },
    members: { lookup: (query, options) => people.users.lookup(query, options) },
  };
}

export function useWageDirectory(): WageDirectoryEndpoints {
  return useModuleEndpoints('wageDirectory', createWageDirectoryEndpoints);
}
