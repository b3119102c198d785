import type { ServerModule } from '../module';
import { wageReportRoutes } from './wage-report.routes';
import { wageRoutes } from './wages.routes';

/** Wages: live wages, adjustments, settlements and their confirmation, the worker's own side, print data, the reports. */
export const wagesModule: ServerModule = { name: 'wages', routes: [...wageRoutes, ...wageReportRoutes] };
