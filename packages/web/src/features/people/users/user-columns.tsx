import { Badge, Text } from '@chakra-ui/react';
import type { UserDto } from '@eticket/core/people';
import { CellCheckbox } from '../../../components/data-ui/cell-checkbox';
import type { Column } from '../../../components/data-ui/data-table';
import type { TFunction } from '../../../i18n/rosetta';

const dash = (text: string | null) => (text === null || text === '' ? '—' : text);

/** The user list's columns, the selection checkbox first. */
export function userColumns(t: TFunction, selection: { has: (id: string) => boolean; toggle: (id: string, on: boolean) => void }): Column<UserDto>[] {
  return [
    {
      key: 'select',
      header: '',
      cell: (u) => (
        <CellCheckbox
          label={t('People.Users.Select', { name: u.name })}
          checked={selection.has(u.id)}
          onChange={(on) => {
            selection.toggle(u.id, on);
          }}
        />
      ),
    },
    { key: 'employeeNo', header: t('People.User.EmployeeNo'), sortField: 'employeeNo', nowrap: true, cell: (u) => dash(u.employeeNo) },
    { key: 'name', header: t('People.User.Name'), sortField: 'name', nowrap: true, cell: (u) => <Text fontWeight="medium">{u.name}</Text> },
    { key: 'userName', header: t('People.User.UserName'), sortField: 'userName', nowrap: true, cell: (u) => u.userName },
    { key: 'phone', header: t('People.User.Phone'), nowrap: true, cell: (u) => dash(u.phoneNumber) },
    { key: 'organization', header: t('People.User.Organization'), nowrap: true, cell: (u) => dash(u.organizationName) },
    { key: 'level', header: t('People.User.TechnicalLevel'), nowrap: true, cell: (u) => dash(u.technicalLevelName) },
    { key: 'roles', header: t('People.User.Roles'), minW: '32', cell: (u) => dash(u.roleNames.join('、')) },
    {
      key: 'worker',
      header: t('People.User.IsWorker'),
      align: 'center',
      cell: (u) =>
        u.isWorker ? (
          <Badge size="sm" variant="subtle" colorPalette="blue">
            {t('People.User.IsWorker')}
          </Badge>
        ) : (
          '—'
        ),
    },
    { key: 'joinDate', header: t('People.User.JoinDate'), sortField: 'joinDate', nowrap: true, cell: (u) => dash(u.joinDate) },
    {
      key: 'status',
      header: t('People.Users.Status'),
      nowrap: true,
      cell: (u) => (
        <Badge size="sm" variant="subtle" colorPalette={u.isActive ? 'green' : 'gray'}>
          {t(u.isActive ? 'People.User.Active' : 'People.Users.Inactive')}
        </Badge>
      ),
    },
  ];
}
