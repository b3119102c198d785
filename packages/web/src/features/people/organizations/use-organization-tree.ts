import { useCallback } from 'react';
import { useOrganizationTreeOf, type OrganizationTree } from '../../../components/data-ui/organization-tree';
import { usePeople } from '../people-api';

export { organizationOptions, type OrganizationTree } from '../../../components/data-ui/organization-tree';

/** The company's organization tree over the people endpoints. */
export function useOrganizationTree(): OrganizationTree {
  const people = usePeople();
  return useOrganizationTreeOf(useCallback((signal: AbortSignal) => people.organizations.list({ signal }), [people]));
}
