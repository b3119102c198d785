import type { ServerModule } from '../module';
import { wageReportRoutes } from './wage-report.routes';
import { wageStatisticsRoutes } from './wage-statistics.routes';
import { wageRoutes } from './wages.routes';

/** Wages: live wages, adjustments, settlements and their confirmation, the worker's own side, print data, reports and statistics. */
export const wagesModule: ServerModule = { name: 'wages', routes: [...wageStatisticsRoutes, ...wageRoutes, ...wageReportRoutes] };
