import { Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { CustomerDto } from '@eticket/core/catalog';
import { formatDateTimeMinutes } from '@eticket/core/format';
import type { ShellPageProps } from '../../../kit/page.types';
import type { Column } from '../../../components/data-ui/data-table';
import { DialogCrudList } from '../../../components/data-ui/dialog-crud-list';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { CatalogResource, DELETE_CALL, FORM_CALL, useCatalog } from '../catalog-api';

const customerForm = () => import('./customer-form');

/** Customers (客户, /customer/index): name, code, contact, phone, address, #styles; CRUD, Excel export. */
export default function CustomerPage({ route }: ShellPageProps) {
  const t = useT();
  const catalog = useCatalog();
  const columns: Column<CustomerDto>[] = [
    { key: 'name', header: t('Catalog.Field.Name'), sortField: 'name', minW: '40', sticky: 'start', cell: (c) => <Text fontWeight="medium">{c.name}</Text> },
    { key: 'code', header: t('Catalog.Field.Code'), sortField: 'code', nowrap: true, cell: (c) => c.code },
    { key: 'contact', header: t('Catalog.Field.Contact'), nowrap: true, cell: (c) => c.contact },
    { key: 'phone', header: t('Catalog.Field.Phone'), nowrap: true, cell: (c) => c.phone },
    { key: 'address', header: t('Catalog.Field.Address'), minW: '48', cell: (c) => c.address },
    { key: 'productCount', header: t('Catalog.Field.ProductCount'), align: 'end', cell: (c) => c.productCount },
    { key: 'creationTime', header: t('Catalog.Field.CreationTime'), sortField: 'creationTime', nowrap: true, cell: (c) => formatDateTimeMinutes(c.creationTime) },
  ];
  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <DialogCrudList
          resource={CatalogResource.customer}
          entityName={t('Catalog.Entity.Customer')}
          endpoints={catalog.customers}
          permissions={{ create: P.CustomerManagementCreate, edit: P.CustomerManagementEdit, delete: P.CustomerManagementDelete }}
          columns={columns}
          keywordPlaceholder={t('Catalog.Placeholder.Keyword')}
          nameOf={(c) => c.name}
          form={customerForm}
          formCall={FORM_CALL}
          deleteCall={DELETE_CALL}
          alsoInvalidates={[CatalogResource.product]}
        />
      </PageFrame>
    </DataUiProvider>
  );
}
