import type { RouteDef } from '../../http/route';
import type { ServerModule } from '../module';
import { productCategoryRoutes } from './categories.routes';
import { customerRoutes, factoryRoutes } from './parties.routes';
import { procedurePriceRoutes } from './procedure-prices.routes';
import { productRoutes } from './products.routes';
import { technicalLevelRoutes } from './technical-levels.routes';
import { partTemplateRoutes, procedureTemplateRoutes } from './templates.routes';
import { searchLookupRoutes } from './search-lookups.routes';

/** Master data: every route under /api/eticket with its declared permission. */
export const catalogRoutes: readonly RouteDef[] = [
  ...productCategoryRoutes,
  ...partTemplateRoutes,
  ...procedureTemplateRoutes,
  ...productRoutes,
  ...technicalLevelRoutes,
  ...procedurePriceRoutes,
  ...customerRoutes,
  ...factoryRoutes,
  ...searchLookupRoutes,
];

export const catalogModule: ServerModule = { name: 'catalog', routes: catalogRoutes };
