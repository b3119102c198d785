import type { CatalogEndpoints } from '@eticket/api-client';
import type { ReactNode } from 'react';
import { renderModulePage } from '../../../test/render-module-page';

/** A catalogue page with the real session machine, the fake catalogue API, zh-Hans texts and a memory router. */
export function renderCatalogPage(ui: ReactNode, options: { catalog: CatalogEndpoints; granted: readonly string[]; path?: string }) {
  return renderModulePage(ui, { endpoints: { catalog: options.catalog }, granted: options.granted, ...(options.path === undefined ? {} : { path: options.path }) });
}
