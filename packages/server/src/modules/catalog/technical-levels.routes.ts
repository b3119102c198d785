import { CatalogContracts } from '@eticket/core/catalog';
import { crudRoutes } from './crud.routes';
import { technicalLevelService } from './technical-levels.service';

/** Technical levels over HTTP. */
export const technicalLevelRoutes = crudRoutes(CatalogContracts.technicalLevel, technicalLevelService, {
  titleKey: 'Catalog.Entity.TechnicalLevel',
  columns: [
    { header: 'Catalog.Field.Name', value: (l) => l.name },
    { header: 'Catalog.Field.Code', value: (l) => l.code },
    { header: 'Catalog.Field.Coefficient', kind: 'price', value: (l) => l.coefficient },
    { header: 'Catalog.Field.Sort', kind: 'int', value: (l) => l.sort },
    { header: 'Catalog.Field.IsDefault', kind: 'bool', value: (l) => l.isDefault },
    { header: 'Catalog.Field.PriceCount', kind: 'int', value: (l) => l.priceCount },
    { header: 'Catalog.Field.CreationTime', kind: 'dateTime', value: (l) => l.creationTime },
  ],
});
