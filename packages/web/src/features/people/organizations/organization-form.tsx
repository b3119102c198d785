import { ORGANIZATION_TYPES, PeopleLimits, validateOrganizationInput, type OrganizationDto, type OrganizationInput, type OrganizationType } from '@eticket/core/people';
import { SelectField, TextField } from '../../../components/data-ui/form-fields';
import type { RecordFormSpec } from '../../../components/data-ui/record-form-dialog';
import type { EntityForm } from '../../../components/data-ui/use-entity-form';
import { useT } from '../../../i18n/i18n-context';
import { organizationOptions, type OrganizationTree } from './use-organization-tree';

/** As edited: ids as strings ('' = none); leader and sort are kept as stored (not edited here). */
interface OrganizationValues {
  name: string;
  type: OrganizationType;
  parentId: string;
  leaderUserId: string | null;
  sort: number;
}

function OrganizationFields({ form, tree, selfId }: { form: EntityForm<OrganizationValues>; tree: OrganizationTree; selfId: string | null }) {
  const t = useT();
  return (
    <>
      <TextField form={form} name="name" label={t('People.Org.Name')} required maxLength={PeopleLimits.nameMax} />
      <SelectField form={form} name="type" label={t('People.Org.Type')} options={ORGANIZATION_TYPES.map((type) => ({ value: type, label: t(`People.OrganizationType.${type}`) }))} />
      <SelectField form={form} name="parentId" label={t('People.Org.Parent')} placeholder={t('People.Org.TopLevel')} options={organizationOptions(tree, selfId)} />
    </>
  );
}

/**
 * Create (under `parentId`) or edit one organization: rename, retype and move in one form. The parent select
 * never offers the organization itself or its descendants.
 */
export function organizationForm(tree: OrganizationTree, parentId: string | null): RecordFormSpec<OrganizationDto, OrganizationValues, OrganizationInput> {
  return {
    toValues: (record) => ({
      name: record?.name ?? '',
      type: record?.type ?? (parentId === null ? 'Workshop' : 'Group'),
      parentId: record === null ? (parentId ?? '') : (record.parentId ?? ''),
      leaderUserId: record?.leaderUserId ?? null,
      sort: record?.sort ?? 0,
    }),
    validate: (values, record) => validateOrganizationInput(values, record?.id ?? null),
    fields: (form, record) => <OrganizationFields form={form} tree={tree} selfId={record?.id ?? null} />,
  };
}
