import { CatalogContracts } from '@eticket/core/catalog';
import { crudRoutes } from './crud.routes';
import { partTemplateService, procedureTemplateService } from './templates.service';

/** Part and procedure templates over HTTP. */

export const partTemplateRoutes = crudRoutes(CatalogContracts.partTemplate, partTemplateService, {
  titleKey: 'Catalog.Entity.PartTemplate',
  columns: [
    { header: 'Catalog.Field.Name', width: 24, value: (t) => t.name },
    { header: 'Catalog.Field.ItemCount', kind: 'int', value: (t) => t.itemCount },
    { header: 'Catalog.Field.Parts', width: 48, value: (t) => t.items.map((i) => (i.piecesPerGarment > 1 ? `${i.name}×${i.piecesPerGarment}` : i.name)).join('、') },
    { header: 'Catalog.Field.ProductCount', kind: 'int', value: (t) => t.productCount },
    { header: 'Catalog.Field.Remark', width: 30, value: (t) => t.remark },
    { header: 'Catalog.Field.CreationTime', kind: 'dateTime', value: (t) => t.creationTime },
  ],
});

export const procedureTemplateRoutes = crudRoutes(CatalogContracts.procedureTemplate, procedureTemplateService, {
  titleKey: 'Catalog.Entity.ProcedureTemplate',
  columns: [
    { header: 'Catalog.Field.Name', width: 24, value: (t) => t.name },
    { header: 'Catalog.Field.ProcedureCount', kind: 'int', value: (t) => t.procedureCount },
    { header: 'Catalog.Field.TotalPrice', kind: 'price', value: (t) => t.totalPrice },
    { header: 'Catalog.Field.Procedures', width: 60, value: (t) => t.items.map((i) => `${i.seq}.${i.name}`).join('、') },
    { header: 'Catalog.Field.ProductCount', kind: 'int', value: (t) => t.productCount },
    { header: 'Catalog.Field.Remark', width: 30, value: (t) => t.remark },
    { header: 'Catalog.Field.CreationTime', kind: 'dateTime', value: (t) => t.creationTime },
  ],
});
