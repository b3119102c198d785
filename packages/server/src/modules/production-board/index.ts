import type { ServerModule } from '../module';
import { boardRoutes, receiptRoutes } from './board.routes';

/** The production boards (overview, progress, summary) and finished-goods receipts. */
export const productionBoardModule: ServerModule = { name: 'production-board', routes: [...boardRoutes, ...receiptRoutes] };
