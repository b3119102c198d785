import type { RouteDef } from '../../http/route';
import type { ServerModule } from '../module';
import { bundleRoutes } from './bundles';
import { cuttingTimeRoutes } from './cutting-times';
import { orderLookupRoutes } from './order-lookup';
import { orderRoutes } from './orders';
import { printRoutes } from './printing';
import { productSyncRoutes } from './product-sync';
import { cuttingReportRoutes } from './report';

/**
 * Orders, cutting beds, bundles, ticket printing and syncing a style's procedures to its orders (issue 6), every route under /api/eticket with its
 * declared permission. The report's fixed paths come before `cuttingTime/:id` (first match wins).
 */
export const productionRoutes: readonly RouteDef[] = [...orderLookupRoutes, ...orderRoutes, ...cuttingReportRoutes, ...cuttingTimeRoutes, ...bundleRoutes, ...printRoutes, ...productSyncRoutes];

export const productionModule: ServerModule = { name: 'production', routes: productionRoutes };
