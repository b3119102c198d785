import { Badge, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { TechnicalLevelDto } from '@eticket/core/catalog';
import type { Column } from '../../../components/data-ui/data-table';
import { DialogCrudList } from '../../../components/data-ui/dialog-crud-list';
import { useT } from '../../../i18n/i18n-context';
import { CatalogResource, DELETE_CALL, FORM_CALL, useCatalog } from '../catalog-api';

const technicalLevelForm = () => import('./technical-level-form');

/**
 * Technical levels (技术等级, GET /api/eticket/technicalLevel): name, code, coefficient on default prices,
 * the default level. No route of its own (product-spec §2): a panel of the procedure-price page. A level
 * with prices cannot be deleted (the server says how many).
 */
export function TechnicalLevelPanel() {
  const t = useT();
  const catalog = useCatalog();
  const columns: Column<TechnicalLevelDto>[] = [
    { key: 'name', header: t('Catalog.Field.Name'), sortField: 'name', sticky: 'start', minW: '28', cell: (l) => <Text fontWeight="medium">{l.name}</Text> },
    { key: 'code', header: t('Catalog.Field.Code'), sortField: 'code', nowrap: true, cell: (l) => l.code },
    { key: 'coefficient', header: t('Catalog.Field.Coefficient'), sortField: 'coefficient', align: 'end', nowrap: true, cell: (l) => `×${l.coefficient}` },
    { key: 'sort', header: t('Catalog.Field.Sort'), sortField: 'sort', align: 'end', cell: (l) => l.sort },
    {
      key: 'isDefault',
      header: t('Catalog.Field.IsDefault'),
      nowrap: true,
      cell: (l) =>
        l.isDefault ? (
          <Badge size="sm" colorPalette="brand" variant="subtle">
            {t('Catalog.Common.Yes')}
          </Badge>
        ) : null,
    },
    { key: 'priceCount', header: t('Catalog.Field.PriceCount'), align: 'end', cell: (l) => l.priceCount },
    { key: 'userCount', header: t('Catalog.Field.UserCount'), align: 'end', cell: (l) => l.userCount },
  ];
  return (
    <DialogCrudList
      resource={CatalogResource.technicalLevel}
      entityName={t('Catalog.Entity.TechnicalLevel')}
      endpoints={catalog.technicalLevels}
      permissions={{ create: P.TechnicalLevelManagementCreate, edit: P.TechnicalLevelManagementEdit, delete: P.TechnicalLevelManagementDelete }}
      columns={columns}
      keywordPlaceholder={t('Catalog.Placeholder.Keyword')}
      nameOf={(l) => l.name}
      form={technicalLevelForm}
      formCall={FORM_CALL}
      deleteCall={DELETE_CALL}
      // The price grid has a column per level.
      alsoInvalidates={[CatalogResource.procedurePrice]}
    />
  );
}
