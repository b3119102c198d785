import { Box, Stack, Text } from '@chakra-ui/react';
import { DATA_SCOPES, PeopleLimits, validateRoleInput, type DataScope, type RoleDto, type RoleInput } from '@eticket/core/people';
import { SelectField, SwitchField, TextField } from '../../../components/data-ui/form-fields';
import type { RecordFormSpec } from '../../../components/data-ui/record-form-dialog';
import type { EntityForm } from '../../../components/data-ui/use-entity-form';
import { useT } from '../../../i18n/i18n-context';
import { PermissionTreeEditor } from './permission-tree-editor';

/** Form values as edited; the core validator reads them as the server will. */
interface RoleValues {
  name: string;
  dataScope: DataScope;
  isDefault: boolean;
  permissions: string[];
}

const toValues = (r: RoleDto | null): RoleValues => ({
  name: r?.name ?? '',
  dataScope: r?.dataScope ?? 'own',
  isDefault: r?.isDefault ?? false,
  permissions: r?.permissions ?? [],
});

function RoleFields({ form }: { form: EntityForm<RoleValues> }) {
  const t = useT();
  const permissionsError = form.errorOf('permissions') ?? form.errorPaths.filter((p) => p.startsWith('permissions[')).map((p) => form.errorOf(p)).find((m) => m !== null) ?? null;
  return (
    <>
      <TextField form={form} name="name" label={t('People.Role.Name')} required maxLength={PeopleLimits.roleNameMax} />
      <SelectField form={form} name="dataScope" label={t('People.Role.DataScope')} options={DATA_SCOPES.map((scope) => ({ value: scope, label: t(`People.DataScope.${scope}`) }))} />
      <Stack gap="1">
        <SwitchField form={form} name="isDefault" label={t('People.Role.IsDefault')} />
        <Text fontSize="sm" color="fg.muted">
          {t('People.Role.DefaultHint')}
        </Text>
      </Stack>
      <Box as="fieldset" minW="0">
        <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
          {t('People.Role.Permissions')}
        </Text>
        {permissionsError !== null && (
          <Text role="alert" fontSize="sm" color="fg.error" mb="2">
            {permissionsError}
          </Text>
        )}
        <PermissionTreeEditor
          side="tenant"
          granted={new Set(form.values.permissions)}
          onChange={(next) => {
            form.update((v) => ({ ...v, permissions: [...next] }), ['permissions']);
          }}
        />
      </Box>
    </>
  );
}

/** The role form (loaded with the dialog): name, data scope, default, and the permission tree. */
const roleForm: RecordFormSpec<RoleDto, RoleValues, RoleInput> = {
  toValues,
  validate: (values) => validateRoleInput(values),
  fields: (form) => <RoleFields form={form} />,
};
export default roleForm;
