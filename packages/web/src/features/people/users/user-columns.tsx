import { Badge, chakra, Text } from '@chakra-ui/react';
import type { UserDto } from '@eticket/core/people';
import type { ReactNode } from 'react';
import { CellCheckbox } from '../../../components/data-ui/cell-checkbox';
import type { Column } from '../../../components/data-ui/data-table';
import type { TFunction } from '../../../i18n/rosetta';

const dash = (text: string | null) => (text === null || text === '' ? '—' : text);

/** The user list's columns, the selection checkbox first. */
export interface Selection {
  has: (id: string) => boolean;
  toggle: (id: string, on: boolean) => void;
  /** Every row of the page is selected; toggling selects or clears them all. */
  page: { checked: boolean; toggle: (on: boolean) => void };
}

/** A 44 px target around a small checkbox (the label makes the whole square click it). */
function Target({ children }: { children: ReactNode }) {
  return (
    <chakra.label display="flex" alignItems="center" justifyContent="center" boxSize="11" my="-2" cursor="pointer">
      {children}
    </chakra.label>
  );
}

export function userColumns(t: TFunction, selection: Selection): Column<UserDto>[] {
  return [
    {
      key: 'select',
      header: t('People.Users.SelectPage'),
      headerContent: (
        <Target>
          <CellCheckbox label={t('People.Users.SelectPage')} checked={selection.page.checked} mt="0" onChange={selection.page.toggle} />
        </Target>
      ),
      cell: (u) => (
        <Target>
          <CellCheckbox
            label={t('People.Users.Select', { name: u.name })}
            checked={selection.has(u.id)}
            mt="0"
            onChange={(on) => {
              selection.toggle(u.id, on);
            }}
          />
        </Target>
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
