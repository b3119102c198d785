import type { UserDto } from '@eticket/core/people';
import { SelectBox, type SelectOption } from '../../../components/data-ui/select-box';
import type { ServerList } from '../../../components/data-ui/use-server-list';
import { useT } from '../../../i18n/i18n-context';
import type { UserChoices } from './use-user-choices';
import type { UserFilters } from './user-query';

/** The user list's filters beside the keyword: role, level and status (each applies at once). */
export function UserFilterSelects({ list, choices }: { list: ServerList<UserDto, UserFilters>; choices: UserChoices }) {
  const t = useT();
  const select = (key: 'roleId' | 'technicalLevelId', label: string, all: string, options: readonly SelectOption[]) => (
    <SelectBox
      label={label}
      value={list.filters[key]}
      onChange={(value) => {
        list.setFilters({ [key]: value });
      }}
      options={options}
      placeholder={all}
      width={{ base: 'full', sm: '36' }}
    />
  );
  return (
    <>
      {select('roleId', t('People.User.Roles'), t('People.Users.AllRoles'), choices.roles)}
      {select('technicalLevelId', t('People.User.TechnicalLevel'), t('People.Users.AllLevels'), choices.levels)}
      <SelectBox
        label={t('People.Users.Status')}
        value={list.filters.isActive}
        onChange={(value) => {
          list.setFilters({ isActive: value === 'true' || value === 'false' ? value : '' });
        }}
        options={[
          { value: 'true', label: t('People.User.Active') },
          { value: 'false', label: t('People.Users.Inactive') },
        ]}
        placeholder={t('People.Users.AllStatus')}
        width={{ base: 'full', sm: '32' }}
      />
    </>
  );
}
