import { createPeopleEndpoints, createScanningEndpoints, type ApiRequest, type PeopleEndpoints, type ScanningEndpoints } from '@eticket/api-client';
import { useModuleEndpoints } from '../../../kit/api';

/**
 * What the wage admin pages read besides the wage API: the organization tree (filters, settlement scope),
 * the worker picker (open to wage managers) and a worker's work records (the drill-down). A group of its
 * own so that the wage group stays the contract's.
 */
export interface WageDirectoryEndpoints {
  organizations: Pick<PeopleEndpoints['organizations'], 'list'>;
  members: Pick<PeopleEndpoints['users'], 'lookup'>;
  records: Pick<ScanningEndpoints, 'list'>;
}

declare module '../../../kit/api' {
  interface ModuleEndpoints {
    /** The wage admin pages' organization tree, worker picker and work records. */
    wageDirectory: WageDirectoryEndpoints;
  }
}

function createWageDirectoryEndpoints(request: ApiRequest): WageDirectoryEndpoints {
  const people = createPeopleEndpoints(request);
  const scanning = createScanningEndpoints(request);
  return {
    organizations: { list: (options) => people.organizations.list(options) },
    members: { lookup: (query, options) => people.users.lookup(query, options) },
    records: { list: (query, options) => scanning.list(query, options) },
  };
}

export function useWageDirectory(): WageDirectoryEndpoints {
  return useModuleEndpoints('wageDirectory', createWageDirectoryEndpoints);
}
