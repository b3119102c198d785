import { catalogModule } from './catalog/index';
import type { ServerModule } from './module';
import { peopleModule } from './people/index';
import { productionModule } from './production/index';
import { scanningModule } from './scanning/index';

/** The business modules, one line each; their routes follow the platform's in ROUTES. */
export const MODULES: readonly ServerModule[] = [catalogModule, productionModule, peopleModule, scanningModule];
import { productionBoardModule } from './production-board/index';

/** The business modules, one line each; their routes follow the platform's in ROUTES. */
export const MODULES: readonly ServerModule[] = [catalogModule, productionModule, peopleModule, productionBoardModule];
import { reportsModule } from './reports/index';

/** The business modules, one line each; their routes follow the platform's in ROUTES. */
export const MODULES: readonly ServerModule[] = [catalogModule, productionModule, peopleModule, reportsModule];
