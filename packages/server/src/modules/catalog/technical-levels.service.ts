import { CatalogContracts } from '@eticket/core/catalog';
import { productProcedurePrices, technicalLevels } from '../../db/schema/index';
import { crudService } from './crud.service';
import { namedAndCoded } from './names';
import { clearOtherDefaults, technicalLevelStore } from './technical-levels.store';

/**
 * Technical levels (技术等级): a coefficient on default prices, or explicit level prices on the price page.
 * Workers get a level with the users module; until users carry one, no worker can hold a level, so the
 * only references that block a delete are price rows.
 */
export const technicalLevelService = crudService({
  contracts: CatalogContracts.technicalLevel,
  entityType: 'TechnicalLevel',
  store: technicalLevelStore,
  checkInput: namedAndCoded(technicalLevels),
  // One default per tenant (a partial unique index guarantees it): making a level the default clears the others.
  beforeSave: async ({ tx, actor }, input, id) => {
    if (input.isDefault) await clearOtherDefaults(tx, actor.tenantId, id);
  },
  references: [{ table: productProcedurePrices, column: productProcedurePrices.technicalLevelId, key: 'Catalog.Error.TechnicalLevelInUse' }],
});
