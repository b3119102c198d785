import type { ServerModule } from '../module';
import { ticketLogRoutes } from './ticket-logs.routes';

/** Scanning: work records — scan, clerk batch, revoke, the lists and the export (fixed paths before `{id}`). */
export const scanningModule: ServerModule = { name: 'scanning', routes: ticketLogRoutes };
