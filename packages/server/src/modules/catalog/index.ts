import type { RouteDef } from '../../http/route';
import type { ServerModule } from '../module';
import { productCategoryRoutes } from './categories';
import { customerRoutes, factoryRoutes } from './parties';
import { procedurePriceRoutes } from './procedure-prices';
import { productRoutes } from './products';
import { searchLookupRoutes } from './search-lookups';
import { technicalLevelRoutes } from './technical-levels';
import { partTemplateRoutes, procedureTemplateRoutes } from './templates';

/** Master data (issue 5): every route under /api/eticket with its declared permission. */
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
