import type { CatalogEndpoints } from '@eticket/api-client';

/** Every call rejects unless the test stubs it: a test states what the server answers. */
function rejecting(name: string) {
  return () => Promise.reject(new Error(`fake catalog: ${name} not stubbed`));
}

function resource(name: string) {
  return {
    list: rejecting(`${name}.list`),
    exportExcel: rejecting(`${name}.exportExcel`),
    get: rejecting(`${name}.get`),
    create: rejecting(`${name}.create`),
    update: rejecting(`${name}.update`),
    delete: rejecting(`${name}.delete`),
    lookup: rejecting(`${name}.lookup`),
  };
}

export type CatalogOverrides = { [K in keyof CatalogEndpoints]?: Partial<CatalogEndpoints[K]> };

export function fakeCatalogApi(overrides: CatalogOverrides = {}): CatalogEndpoints {
  const base: CatalogEndpoints = {
    productCategories: resource('productCategories'),
    partTemplates: resource('partTemplates'),
    procedureTemplates: resource('procedureTemplates'),
    products: resource('products'),
    technicalLevels: resource('technicalLevels'),
    procedurePrices: {
      getGrid: rejecting('procedurePrices.getGrid'),
      exportExcel: rejecting('procedurePrices.exportExcel'),
      saveBatch: rejecting('procedurePrices.saveBatch'),
      copy: rejecting('procedurePrices.copy'),
    },
    procedureSync: {
      syncableOrders: rejecting('procedureSync.syncableOrders'),
      sync: rejecting('procedureSync.sync'),
    },
    customers: resource('customers'),
    factories: resource('factories'),
    search: {
      products: rejecting('search.products'),
      customers: rejecting('search.customers'),
      categories: rejecting('search.categories'),
      partTemplates: rejecting('search.partTemplates'),
      procedureTemplates: rejecting('search.procedureTemplates'),
    },
  };
  return {
    productCategories: { ...base.productCategories, ...overrides.productCategories },
    partTemplates: { ...base.partTemplates, ...overrides.partTemplates },
    procedureTemplates: { ...base.procedureTemplates, ...overrides.procedureTemplates },
    products: { ...base.products, ...overrides.products },
    technicalLevels: { ...base.technicalLevels, ...overrides.technicalLevels },
    procedurePrices: { ...base.procedurePrices, ...overrides.procedurePrices },
    procedureSync: { ...base.procedureSync, ...overrides.procedureSync },
    customers: { ...base.customers, ...overrides.customers },
    factories: { ...base.factories, ...overrides.factories },
    search: { ...base.search, ...overrides.search },
  };
}
