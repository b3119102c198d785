import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { UserLimits, validateUserCreateInput, validateUserInput, type UserCreateInput, type UserDto } from '@eticket/core/people';
import type { Validated } from '@eticket/core/validation';
import { FormField, SelectField, SwitchField, TextField, setText } from '../../../components/data-ui/form-fields';
import { PlainInput } from '../../../components/data-ui/plain-input';
import type { RecordFormSpec } from '../../../components/data-ui/record-form-dialog';
import type { SelectOption } from '../../../components/data-ui/select-box';
import type { EntityForm } from '../../../components/data-ui/use-entity-form';
import { useT } from '../../../i18n/i18n-context';
import { RoleChecklist } from './role-checklist';

/** As edited: texts as typed, ids as strings ('' = none); the core readers turn them into the input. */
interface UserValues {
  userName: string;
  name: string;
  phoneNumber: string;
  employeeNo: string;
  organizationId: string;
  technicalLevelId: string;
  roleIds: string[];
  isWorker: boolean;
  joinDate: string;
  leaveDate: string;
  isActive: boolean;
  password: string;
}

export interface UserFormChoices {
  organizations: readonly SelectOption[];
  levels: readonly SelectOption[];
  roles: readonly SelectOption[];
}

const toValues = (u: UserDto | null, organizationId: string | null): UserValues => ({
  userName: u?.userName ?? '',
  name: u?.name ?? '',
  phoneNumber: u?.phoneNumber ?? '',
  employeeNo: u?.employeeNo ?? '',
  organizationId: u === null ? (organizationId ?? '') : (u.organizationId ?? ''),
  technicalLevelId: u?.technicalLevelId ?? '',
  roleIds: u?.roleIds ?? [],
  isWorker: u?.isWorker ?? true,
  joinDate: u?.joinDate ?? '',
  leaveDate: u?.leaveDate ?? '',
  isActive: u?.isActive ?? true,
  password: '',
});

/** Create reads the password too (none: the server makes one); an edit never sends one. */
function validate(values: UserValues, record: UserDto | null): Validated<UserCreateInput> {
  if (record === null) return validateUserCreateInput(values);
  const result = validateUserInput(values);
  return result.ok ? { ok: true, value: { ...result.value, password: null } } : result;
}

function DateField({ form, name, label }: { form: EntityForm<UserValues>; name: 'joinDate' | 'leaveDate'; label: string }) {
  return (
    <FormField label={label} error={form.errorOf(name)}>
      <PlainInput
        size="sm"
        type="date"
        name={name}
        value={form.values[name]}
        onChange={(e) => {
          setText(form, name, e.currentTarget.value);
        }}
        onBlur={() => {
          form.touch(name);
        }}
      />
    </FormField>
  );
}

function UserFields({ form, choices, isNew }: { form: EntityForm<UserValues>; choices: UserFormChoices; isNew: boolean }) {
  const t = useT();
  const none = t('People.Users.None');
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField form={form} name="name" label={t('People.User.Name')} required maxLength={UserLimits.nameMax} />
        <TextField form={form} name="userName" label={t('People.User.UserName')} required maxLength={UserLimits.userNameMax} />
        <TextField form={form} name="employeeNo" label={t('People.User.EmployeeNo')} maxLength={UserLimits.employeeNoMax} />
        <TextField form={form} name="phoneNumber" label={t('People.User.Phone')} inputMode="tel" maxLength={UserLimits.phoneMax} />
        <SelectField form={form} name="organizationId" label={t('People.User.Organization')} placeholder={none} options={choices.organizations} />
        <SelectField form={form} name="technicalLevelId" label={t('People.User.TechnicalLevel')} placeholder={none} options={choices.levels} />
        <DateField form={form} name="joinDate" label={t('People.User.JoinDate')} />
        <DateField form={form} name="leaveDate" label={t('People.User.LeaveDate')} />
      </SimpleGrid>
      {isNew && <TextField form={form} name="password" label={t('People.User.Password')} helper={t('People.Users.PasswordHint')} />}
      <Box as="fieldset" minW="0">
        <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
          {t('People.User.Roles')}
        </Text>
        <RoleChecklist
          roles={choices.roles}
          selected={form.values.roleIds}
          onChange={(roleIds) => {
            form.update((v) => ({ ...v, roleIds }), ['roleIds']);
          }}
        />
        {form.errorOf('roleIds') !== null && (
          <Text role="alert" fontSize="sm" color="fg.error" mt="1">
            {form.errorOf('roleIds')}
          </Text>
        )}
      </Box>
      <Stack gap="3">
        <SwitchField form={form} name="isWorker" label={t('People.User.IsWorker')} />
        <SwitchField form={form} name="isActive" label={t('People.User.Active')} />
      </Stack>
    </>
  );
}

/** The user form (loaded with the dialog); a new user starts in the organization selected in the tree. */
export function userForm(choices: UserFormChoices, organizationId: string | null): RecordFormSpec<UserDto, UserValues, UserCreateInput> {
  return {
    toValues: (record) => toValues(record, organizationId),
    validate,
    fields: (form, record) => <UserFields form={form} choices={choices} isNew={record === null} />,
  };
}
