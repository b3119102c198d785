import { CuttingTimeContracts } from '@eticket/core/production';
import { contractRoute, type RouteDef } from '../../http/route';
import { pathId } from '../../http/route-helpers';
import {
  bedPrintList,
  copyBed,
  createBed,
  cuttingSheet,
  generateBedBundles,
  getBed,
  listBedPage,
  previewBedBundles,
  removeBed,
  updateBedLay,
} from './cutting-times.service';

/** Cutting beds over HTTP: each contract → one service call → its reply. */
export const cuttingTimeRoutes: readonly RouteDef[] = [
  contractRoute(CuttingTimeContracts.list, {
    handle: async ({ tx, principal, query }) => ({ body: await listBedPage(tx, principal.tenantId, query()) }),
  }),
  contractRoute(CuttingTimeContracts.printList, {
    handle: async ({ tx, principal, query }) => ({ body: await bedPrintList(tx, principal.tenantId, query()) }),
  }),
  contractRoute(CuttingTimeContracts.get, {
    handle: async ({ tx, principal, params }) => ({ body: await getBed(tx, principal.tenantId, pathId(params)) }),
  }),
  contractRoute(CuttingTimeContracts.create, {
    handle: async ({ tx, principal, body, changes }) => ({ body: await createBed({ tx, actor: principal, changes }, body()) }),
  }),
  contractRoute(CuttingTimeContracts.update, {
    handle: async ({ tx, principal, params, body, changes }) => ({ body: await updateBedLay({ tx, actor: principal, changes }, pathId(params), body) }),
  }),
  contractRoute(CuttingTimeContracts.delete, {
    handle: async ({ tx, principal, params, changes }) => {
      await removeBed({ tx, actor: principal, changes }, pathId(params));
      return { status: 204 };
    },
  }),
  contractRoute(CuttingTimeContracts.previewBundles, {
    // Reads only: an expired tenant may still look.
    allowExpiredTenant: true,
    handle: async ({ tx, principal, params, body }) => ({ body: await previewBedBundles(tx, principal.tenantId, pathId(params), body) }),
  }),
  contractRoute(CuttingTimeContracts.generateBundles, {
    handle: async ({ tx, principal, params, body, changes }) => ({ body: await generateBedBundles({ tx, actor: principal, changes }, pathId(params), body) }),
  }),
  contractRoute(CuttingTimeContracts.copy, {
    handle: async ({ tx, principal, params, body, changes, deps }) => ({ body: await copyBed({ tx, actor: principal, changes }, pathId(params), body, deps.now()) }),
  }),
  contractRoute(CuttingTimeContracts.printData, {
    handle: async ({ tx, principal, params }) => ({ body: await cuttingSheet(tx, principal.tenantId, pathId(params), principal.tenant.displayName) }),
  }),
];
