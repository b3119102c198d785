// The web's module registry: one line per business module. Read by the shell (its pages), vite.config.ts and
// scripts/text-usage.ts (each page's texts), scripts/bundle-budget.ts and the end-to-end fixtures; keep this
// file free of anything but the manifests (Node reads it too).
import type { WebModule } from '../kit/web-module';
import { catalogModule } from './catalog/catalog.module';
import { peopleModule } from './people/people.module';
import { productionModule } from './production/production.module';
import { productionBoardModule } from './production-board/production-board.module';
import { reportsModule } from './reports/reports.module';
import { scanningModule } from './scanning/scanning.module';
import { wagesModule } from './wages/wages.module';

export const WEB_MODULES: readonly WebModule[] = [scanningModule, catalogModule, productionModule, peopleModule, productionBoardModule, reportsModule, wagesModule];

/** The data UI's texts (lists, forms, dialogs): every business page ships the ones it shows. */
const DATA_UI_TEXTS = 'Data.';

/** Text key prefixes shipped per business page rather than with the shell. */
export const PAGE_TEXT_PREFIXES: readonly string[] = [DATA_UI_TEXTS, ...WEB_MODULES.flatMap((module) => module.texts)];

/** A business page: its route name and its source, relative to src/features (without extension). */
export interface ModulePage {
  readonly name: string;
  readonly module: string;
  readonly source: string;
}

export const MODULE_PAGES: readonly ModulePage[] = WEB_MODULES.flatMap((module) =>
  Object.entries(module.pages).map(([name, file]) => ({ name, module: module.name, source: `${module.name}/${file}` })),
);
