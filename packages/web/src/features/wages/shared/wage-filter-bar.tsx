import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { OrganizationSelect, useWageOrganizations } from './organization-select';
import { WorkerPicker, workerLabel } from './worker-picker';

/**
 * The filters the wage lists share, each bound to the list's filters it names: a list (useServerList) passes
 * itself. The bar lays them out on the pages without a list toolbar of their own.
 */

/** The part of a server list a filter field reads and changes. */
interface FilterOf<F> {
  filters: F;
  setFilters: (patch: F) => void;
}

/** The filters (left, wrapping on a phone) and the actions (right) above a wage report or statistics table. */
export function WageFilterBar({ label, filters, actions }: { label?: string; filters: ReactNode; actions: ReactNode }) {
  return (
    <Flex gap="3" mb="3" flexWrap="wrap" align="flex-end" justify="space-between">
      <Flex gap="2" flexWrap="wrap" align="flex-end" flex="1" minW={{ base: 'full', md: 'auto' }} role="group" aria-label={label}>
        {filters}
      </Flex>
      <Flex gap="2" flexWrap="wrap">
        {actions}
      </Flex>
    </Flex>
  );
}

/** An organization and everything below it ('' = the whole company), from the company's tree. */
export function OrganizationFilter({ list }: { list: FilterOf<{ organizationId: string }> }) {
  const tree = useWageOrganizations();
  return (
    <OrganizationSelect
      tree={tree}
      value={list.filters.organizationId}
      onChange={(organizationId) => {
        list.setFilters({ organizationId });
      }}
    />
  );
}

/** One worker ('' = all), keeping the picked worker's label for the box. */
export function WorkerFilter({ list }: { list: FilterOf<{ userId: string; workerName: string }> }) {
  return (
    <WorkerPicker
      width={{ base: 'full', sm: '48' }}
      value={list.filters.userId}
      selectedLabel={list.filters.workerName}
      onChange={(userId, worker) => {
        list.setFilters({ userId, workerName: worker === null ? '' : workerLabel(worker) });
      }}
    />
  );
}
