import { CatalogContracts, totalDefaultPrice, type CatalogMessageKey, type PartItem, type ProcedureItem, type ResourceContracts } from '@eticket/core/catalog';
import { partTemplates, procedureTemplates, products } from '../../db/schema/index';
import { crudService, type CrudService } from './crud.service';
import { assertNameFree } from './names';
import { templateStore, type TemplateDto, type TemplateInput, type TemplateLookup, type TemplateSortField, type TemplateTableSpec } from './templates.store';

/**
 * Part templates (部位模板) and procedure templates (工序模板): a name and an ordered JSON item list, one
 * definition for both kinds. A style remembers the template it was created from, so a template in use
 * cannot be deleted.
 */

interface TemplateKind<Item, Summary> extends TemplateTableSpec<Item, Summary> {
  contracts: ResourceContracts<TemplateDto<Item, Summary>, TemplateDto<Item, Summary>, TemplateInput<Item>, TemplateLookup<Item>, TemplateSortField>;
  entityType: string;
  inUseKey: CatalogMessageKey;
}

function templateService<Item extends PartItem | ProcedureItem, Summary extends object>(
  kind: TemplateKind<Item, Summary>,
): CrudService<TemplateDto<Item, Summary>, TemplateDto<Item, Summary>, TemplateInput<Item>, TemplateSortField, undefined, TemplateLookup<Item>> {
  return crudService({
    contracts: kind.contracts,
    entityType: kind.entityType,
    store: templateStore(kind),
    checkInput: async (tx, tenantId, input, id) => {
      await assertNameFree(tx, { table: kind.table, column: kind.table.name, tenantId, value: input.name, exceptId: id, field: 'name' });
      return input;
    },
    references: [{ table: products, column: kind.productColumn, key: kind.inUseKey }],
  });
}

export const partTemplateService = templateService<PartItem, { itemCount: number }>({
  contracts: CatalogContracts.partTemplate,
  entityType: 'ProductPartTemplate',
  table: partTemplates,
  productColumn: products.partTemplateId,
  inUseKey: 'Catalog.Error.PartTemplateInUse',
  summary: (items) => ({ itemCount: items.length }),
});

export const procedureTemplateService = templateService<ProcedureItem, { procedureCount: number; totalPrice: string }>({
  contracts: CatalogContracts.procedureTemplate,
  entityType: 'ProcedureTemplate',
  table: procedureTemplates,
  productColumn: products.procedureTemplateId,
  inUseKey: 'Catalog.Error.ProcedureTemplateInUse',
  summary: (items) => ({ procedureCount: items.length, totalPrice: totalDefaultPrice(items) }),
});
