import { Badge, Text, Wrap } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { PartTemplateDto, ProcedureTemplateDto } from '@eticket/core/catalog';
import { formatDateTimeMinutes } from '@eticket/core/format';
import type { ShellPageProps } from '../../../kit/page.types';
import type { Column } from '../../../components/data-ui/data-table';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { RoutedCrudList } from '../../../components/data-ui/routed-crud-list';
import { useMoney } from '../../../components/data-ui/use-money';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { CatalogResource, DELETE_CALL, useCatalog } from '../catalog-api';
import { routeHref } from '@eticket/core/navigation';

/**
 * The lists of part templates (部位模板, /product/partlist) and procedure templates (工序模板,
 * /product/procedurelist): keyword, paging, sorting, export; Edit, Copy and Delete per row (a template
 * styles were created from cannot be deleted: the server says how many).
 */

export function PartTemplateListPage({ route }: ShellPageProps) {
  const t = useT();
  const catalog = useCatalog();
  const columns: Column<PartTemplateDto>[] = [
    { key: 'name', header: t('Catalog.Field.Name'), sortField: 'name', sticky: 'start', minW: '32', cell: (tpl) => <Text fontWeight="medium">{tpl.name}</Text> },
    { key: 'itemCount', header: t('Catalog.Field.ItemCount'), align: 'end', cell: (tpl) => tpl.itemCount },
    {
      key: 'items',
      header: t('Catalog.Field.Parts'),
      minW: '56',
      cell: (tpl) => (
        <Wrap gap="1">
          {tpl.items.map((item) => (
            <Badge key={item.name} size="sm" variant="outline">
              {item.piecesPerGarment > 1 ? `${item.name}×${item.piecesPerGarment}` : item.name}
            </Badge>
          ))}
        </Wrap>
      ),
    },
    { key: 'productCount', header: t('Catalog.Field.ProductCount'), align: 'end', cell: (tpl) => tpl.productCount },
    { key: 'creationTime', header: t('Catalog.Field.CreationTime'), sortField: 'creationTime', nowrap: true, cell: (tpl) => formatDateTimeMinutes(tpl.creationTime) },
  ];
  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <RoutedCrudList
          resource={CatalogResource.partTemplate}
          entityName={t('Catalog.Entity.PartTemplate')}
          endpoints={catalog.partTemplates}
          columns={columns}
          keywordPlaceholder={t('Catalog.Placeholder.Keyword')}
          editPath={routeHref('PartTemplateEdit')}
          permissions={{ create: P.PartTemplateManagementCreate, edit: P.PartTemplateManagementEdit, delete: P.PartTemplateManagementDelete }}
          nameOf={(tpl) => tpl.name}
          deleteCall={DELETE_CALL}
        />
      </PageFrame>
    </DataUiProvider>
  );
}

export function ProcedureTemplateListPage({ route }: ShellPageProps) {
  const t = useT();
  const money = useMoney();
  const catalog = useCatalog();
  const columns: Column<ProcedureTemplateDto>[] = [
    { key: 'name', header: t('Catalog.Field.Name'), sortField: 'name', sticky: 'start', minW: '32', cell: (tpl) => <Text fontWeight="medium">{tpl.name}</Text> },
    { key: 'procedureCount', header: t('Catalog.Field.ProcedureCount'), align: 'end', cell: (tpl) => tpl.procedureCount },
    { key: 'totalPrice', header: t('Catalog.Field.TotalPrice'), align: 'end', nowrap: true, cell: (tpl) => money(tpl.totalPrice) },
    {
      key: 'items',
      header: t('Catalog.Field.Procedures'),
      minW: '64',
      cell: (tpl) => (
        <Text fontSize="xs" color="fg.muted" lineClamp={2}>
          {tpl.items.map((item) => `${item.seq}.${item.name}`).join('、')}
        </Text>
      ),
    },
    { key: 'productCount', header: t('Catalog.Field.ProductCount'), align: 'end', cell: (tpl) => tpl.productCount },
    { key: 'creationTime', header: t('Catalog.Field.CreationTime'), sortField: 'creationTime', nowrap: true, cell: (tpl) => formatDateTimeMinutes(tpl.creationTime) },
  ];
  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <RoutedCrudList
          resource={CatalogResource.procedureTemplate}
          entityName={t('Catalog.Entity.ProcedureTemplate')}
          endpoints={catalog.procedureTemplates}
          columns={columns}
          keywordPlaceholder={t('Catalog.Placeholder.Keyword')}
          editPath={routeHref('ProcedureTemplateEdit')}
          permissions={{ create: P.ProcedureTemplateManagementCreate, edit: P.ProcedureTemplateManagementEdit, delete: P.ProcedureTemplateManagementDelete }}
          nameOf={(tpl) => tpl.name}
          deleteCall={DELETE_CALL}
        />
      </PageFrame>
    </DataUiProvider>
  );
}
