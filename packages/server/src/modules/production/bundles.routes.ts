import { BundleContracts } from '@eticket/core/production';
import { contractRoute, type RouteDef } from '../../http/route';
import { pathId } from '../../http/route-helpers';
import { blockBundle, editBundle, getBundle, listBundlePage, replaceTicket, resolveCode, unblockBundle, voidBundle } from './bundles.service';

/** Bundles over HTTP: each contract → one service call → its reply. */
export const bundleRoutes: readonly RouteDef[] = [
  contractRoute(BundleContracts.list, {
    handle: async ({ tx, principal, query }) => ({ body: await listBundlePage(tx, principal.tenantId, query()) }),
  }),
  contractRoute(BundleContracts.byCode, {
    handle: async ({ tx, principal, params }) => ({ body: await resolveCode(tx, principal.tenantId, decodeURIComponent(params.code ?? ''), principal.userId) }),
  }),
  contractRoute(BundleContracts.get, {
    handle: async ({ tx, principal, params }) => ({ body: await getBundle(tx, principal.tenantId, pathId(params)) }),
  }),
  contractRoute(BundleContracts.update, {
    handle: async ({ tx, principal, params, body, changes }) => ({ body: await editBundle({ tx, actor: principal, changes }, pathId(params), body) }),
  }),
  contractRoute(BundleContracts.replace, {
    handle: async ({ tx, principal, params, changes }) => ({ body: await replaceTicket({ tx, actor: principal, changes }, pathId(params)) }),
  }),
  contractRoute(BundleContracts.void, {
    handle: async ({ tx, principal, params, changes }) => ({ body: await voidBundle({ tx, actor: principal, changes }, pathId(params)) }),
  }),
  contractRoute(BundleContracts.block, {
    handle: async ({ tx, principal, params, body, changes }) => ({ body: await blockBundle({ tx, actor: principal, changes }, pathId(params), body) }),
  }),
  contractRoute(BundleContracts.unblock, {
    handle: async ({ tx, principal, params, changes }) => ({ body: await unblockBundle({ tx, actor: principal, changes }, pathId(params)) }),
  }),
];
