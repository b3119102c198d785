import type { ServerModule } from '../module';
import { reportRoutes } from './reports.routes';

/** The report center (production daily, order progress, worker / procedure / organization output, cutting). */
export const reportsModule: ServerModule = { name: 'reports', routes: reportRoutes };
