import type { CatalogEndpoints, ProductionEndpoints } from '@eticket/api-client';
import type { ReactNode } from 'react';
import { renderModulePage } from '../../../test/render-module-page';

/**
 * A production page with the real session machine (permissions and the RMB setting from a fake
 * configuration), the fake production (and catalogue) API, zh-Hans texts and a memory router at `path`.
 */
export function renderProductionPage(
  ui: ReactNode,
  options: { production: ProductionEndpoints; catalog?: CatalogEndpoints; granted: readonly string[]; path?: string },
) {
  return renderModulePage(ui, {
    endpoints: { production: options.production, ...(options.catalog === undefined ? {} : { catalog: options.catalog }) },
    granted: options.granted,
    ...(options.path === undefined ? {} : { path: options.path }),
  });
}
