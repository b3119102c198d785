import { Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { FactoryDto } from '@eticket/core/catalog';
import { formatDateTimeMinutes } from '@eticket/core/format';
import type { ShellPageProps } from '../../../kit/page.types';
import type { Column } from '../../../components/data-ui/data-table';
import { DialogCrudList } from '../../../components/data-ui/dialog-crud-list';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { CatalogResource, DELETE_CALL, FORM_CALL, useCatalog } from '../catalog-api';
import { ActiveBadge } from '../shared/active-badge';

const factoryForm = () => import('./factory-form');

/** Factories (工厂, /factory/index): the company's own production sites; CRUD, Excel export. */
export default function FactoryPage({ route }: ShellPageProps) {
  const t = useT();
  const catalog = useCatalog();
  const columns: Column<FactoryDto>[] = [
    { key: 'name', header: t('Catalog.Field.Name'), sortField: 'name', minW: '32', sticky: 'start', cell: (f) => <Text fontWeight="medium">{f.name}</Text> },
    { key: 'code', header: t('Catalog.Field.Code'), sortField: 'code', nowrap: true, cell: (f) => f.code },
    { key: 'manager', header: t('Catalog.Field.Manager'), nowrap: true, cell: (f) => f.manager },
    { key: 'phone', header: t('Catalog.Field.Phone'), nowrap: true, cell: (f) => f.phone },
    { key: 'address', header: t('Catalog.Field.Address'), minW: '48', cell: (f) => f.address },
    { key: 'isActive', header: t('Catalog.Field.Status'), sortField: 'isActive', nowrap: true, cell: (f) => <ActiveBadge active={f.isActive} /> },
    { key: 'creationTime', header: t('Catalog.Field.CreationTime'), sortField: 'creationTime', nowrap: true, cell: (f) => formatDateTimeMinutes(f.creationTime) },
  ];
  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <DialogCrudList
          resource={CatalogResource.factory}
          entityName={t('Catalog.Entity.Factory')}
          endpoints={catalog.factories}
          permissions={{ create: P.FactoryManagementCreate, edit: P.FactoryManagementEdit, delete: P.FactoryManagementDelete }}
          columns={columns}
          keywordPlaceholder={t('Catalog.Placeholder.Keyword')}
          nameOf={(f) => f.name}
          form={factoryForm}
          formCall={FORM_CALL}
          deleteCall={DELETE_CALL}
          rowProps={(f) => ({ muted: !f.isActive })}
        />
      </PageFrame>
    </DataUiProvider>
  );
}
