import type { ServerModule } from '../module';
import { wageRoutes } from './wages.routes';

/** Wages: live wages, adjustments, settlements and their confirmation, the worker's own side, print data. */
export const wagesModule: ServerModule = { name: 'wages', routes: wageRoutes };
