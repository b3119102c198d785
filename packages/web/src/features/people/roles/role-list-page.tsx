import { Badge, HStack, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { RoleDto } from '@eticket/core/people';
import type { Column } from '../../../components/data-ui/data-table';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { DialogCrudList } from '../../../components/data-ui/dialog-crud-list';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { PEOPLE_DELETE_CALL, PEOPLE_FORM_CALL, PeopleResource, usePeople } from '../people-api';

const roleForm = () => import('./role-form');

/** Roles (角色管理, /role): name, data scope, default, built-in, users; CRUD with the permission tree, Excel export. */
export default function RoleListPage({ route }: ShellPageProps) {
  const t = useT();
  const people = usePeople();
  const columns: Column<RoleDto>[] = [
    {
      key: 'name',
      header: t('People.Role.Name'),
      sortField: 'name',
      minW: '40',
      sticky: 'start',
      cell: (r) => (
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="medium">{r.name}</Text>
          {r.isStatic && (
            <Badge size="sm" variant="subtle" colorPalette="purple">
              {t('People.Role.IsStatic')}
            </Badge>
          )}
          {r.isDefault && (
            <Badge size="sm" variant="subtle" colorPalette="green">
              {t('People.Role.IsDefault')}
            </Badge>
          )}
        </HStack>
      ),
    },
    { key: 'dataScope', header: t('People.Role.DataScope'), nowrap: true, cell: (r) => t(`People.DataScope.${r.dataScope}`) },
    { key: 'permissions', header: t('People.Role.Permissions'), align: 'end', cell: (r) => r.permissions.length },
    { key: 'userCount', header: t('People.Role.UserCount'), sortField: 'userCount', align: 'end', cell: (r) => r.userCount },
  ];
  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <DialogCrudList
          resource={PeopleResource.role}
          entityName={t('People.Role.Entity')}
          endpoints={people.roles}
          permissions={{ create: P.RoleManagementCreate, edit: P.RoleManagementEdit, delete: P.RoleManagementDelete }}
          columns={columns}
          keywordPlaceholder={t('People.Role.SearchPlaceholder')}
          nameOf={(r) => r.name}
          form={roleForm}
          formCall={PEOPLE_FORM_CALL}
          deleteCall={PEOPLE_DELETE_CALL}
        />
      </PageFrame>
    </DataUiProvider>
  );
}
