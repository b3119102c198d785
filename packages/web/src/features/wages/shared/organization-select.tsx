import { useCallback } from 'react';
import { organizationOptions, useOrganizationTreeOf, type OrganizationTree } from '../../../components/data-ui/organization-tree';
import { SelectBox } from '../../../components/data-ui/select-box';
import { useT } from '../../../i18n/i18n-context';
import { useWageDirectory } from './wage-directory-api';

/** The company's organization tree, read through the wage pages' own group. */
export function useWageOrganizations(): OrganizationTree {
  const directory = useWageDirectory();
  return useOrganizationTreeOf(useCallback((signal: AbortSignal) => directory.organizations.list({ signal }), [directory]));
}

/** An organization and everything below it ('' = the whole company). */
export function OrganizationSelect({ tree, value, onChange }: { tree: OrganizationTree; value: string; onChange: (organizationId: string) => void }) {
  const t = useT();
  return (
    <SelectBox
      label={t('Wages.Field.Organization')}
      width={{ base: 'full', sm: '48' }}
      value={value}
      placeholder={t('Wages.Scope.All')}
      options={organizationOptions(tree)}
      onChange={onChange}
    />
  );
}
