import type { TechnicalLevelLookupItem } from '@eticket/core/catalog';
import type { RoleLookupItem } from '@eticket/core/people';
import { useCallback } from 'react';
import type { SelectOption } from '../../../components/data-ui/select-box';
import { useLookup } from '../../../components/data-ui/use-lookup';
import { PeopleResource, usePeople } from '../people-api';

/** What a user can be given besides an organization: the roles and technical levels (both short lists). */
export interface UserChoices {
  roles: readonly SelectOption[];
  levels: readonly SelectOption[];
}

export function useUserChoices(): UserChoices {
  const people = usePeople();
  const loadRoles = useCallback((signal: AbortSignal) => people.roles.lookup({ signal }), [people]);
  const loadLevels = useCallback((signal: AbortSignal) => people.technicalLevels.lookup({ signal }), [people]);
  const roles = useLookup<RoleLookupItem>(PeopleResource.role, loadRoles).items;
  const levels = useLookup<TechnicalLevelLookupItem>(PeopleResource.technicalLevel, loadLevels).items;
  return { roles: roles.map((r) => ({ value: r.id, label: r.name })), levels: levels.map((l) => ({ value: l.id, label: l.name })) };
}
