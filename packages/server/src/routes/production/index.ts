import type { RouteDef } from '../../http/route';
import { bundleRoutes } from './bundles';
import { cuttingTimeRoutes } from './cutting-times';
import { orderRoutes } from './orders';
import { printRoutes } from './printing';
import { cuttingReportRoutes } from './report';

/**
 * Orders, cutting beds, bundles and ticket printing (issue 6), every route under /api/eticket with its
 * declared permission. The report's fixed paths come before `cuttingTime/:id` (first match wins).
 */
export const productionRoutes: readonly RouteDef[] = [...orderRoutes, ...cuttingReportRoutes, ...cuttingTimeRoutes, ...bundleRoutes, ...printRoutes];
