import { catalogModule } from './catalog/index';
import type { ServerModule } from './module';
import { peopleModule } from './people/index';
import { productionBoardModule } from './production-board/index';
import { productionModule } from './production/index';
import { reportsModule } from './reports/index';
import { scanningModule } from './scanning/index';
import { wagesModule } from './wages/index';

/** The business modules, one line each; their routes follow the platform's in ROUTES. */
export const MODULES: readonly ServerModule[] = [catalogModule, productionModule, peopleModule, scanningModule, productionBoardModule, reportsModule, wagesModule];
