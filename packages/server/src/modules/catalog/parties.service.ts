import { CatalogContracts } from '@eticket/core/catalog';
import { customers, factories, products } from '../../db/schema/index';
import { crudService } from './crud.service';
import { namedAndCoded } from './names';
import { customerStore, factoryStore } from './parties.store';

/** Customers (客户) and factories (工厂): a name and an optional code, each unique in the tenant. */

export const customerService = crudService({
  contracts: CatalogContracts.customer,
  entityType: 'Customer',
  store: customerStore,
  checkInput: namedAndCoded(customers),
  references: [{ table: products, column: products.customerId, key: 'Catalog.Error.CustomerInUse' }],
});

export const factoryService = crudService({
  contracts: CatalogContracts.factory,
  entityType: 'Factory',
  store: factoryStore,
  checkInput: namedAndCoded(factories),
});
