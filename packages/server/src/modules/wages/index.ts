import type { ServerModule } from '../module';
import { wageStatisticsRoutes } from './wage-statistics.routes';
import { wageRoutes } from './wages.routes';

/** Wages: live wages, adjustments, settlements and their confirmation, the worker's own side, print data, statistics. */
export const wagesModule: ServerModule = { name: 'wages', routes: [...wageStatisticsRoutes, ...wageRoutes] };
