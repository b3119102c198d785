import type { ProductionEndpoints } from '@eticket/api-client';

/** Every call rejects unless the test stubs it: a test states what the server answers. */
function rejecting(name: string) {
  return () => Promise.reject(new Error(`fake production: ${name} not stubbed`));
}

function stubs<K extends string>(group: string, names: readonly K[]): Record<K, () => Promise<never>> {
  return Object.fromEntries(names.map((name) => [name, rejecting(`${group}.${name}`)])) as Record<K, () => Promise<never>>;
}

export type ProductionOverrides = { [K in keyof ProductionEndpoints]?: Partial<ProductionEndpoints[K]> };

export function fakeProductionApi(overrides: ProductionOverrides = {}): ProductionEndpoints {
  const orders: ProductionEndpoints['orders'] = stubs('orders', [
    'list',
    'lookup',
    'get',
    'create',
    'update',
    'delete',
    'transition',
    'syncProcedures',
    'getStatistics',
    'getTicketOrganizationReport',
    'ticketPrintData',
    'ticketPrint',
    'partTicketPrintData',
    'partTicketPrint',
  ]);
  const cuttingTimes: ProductionEndpoints['cuttingTimes'] = stubs('cuttingTimes', [
    'list',
    'printList',
    'get',
    'create',
    'update',
    'delete',
    'previewBundles',
    'generateBundles',
    'copy',
    'printData',
    'report',
    'exportReport',
  ]);
  const bundles: ProductionEndpoints['bundles'] = stubs('bundles', ['list', 'get', 'update', 'byCode', 'replace', 'void', 'block', 'unblock']);
  return {
    orders: { ...orders, ...overrides.orders },
    cuttingTimes: { ...cuttingTimes, ...overrides.cuttingTimes },
    bundles: { ...bundles, ...overrides.bundles },
  };
}
