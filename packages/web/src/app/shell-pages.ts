import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadModuleMessages, type ModulePart } from '../i18n/load-messages';
import type { ShellPageProps } from './shell-page.types';

type ShellPage = LazyExoticComponent<ComponentType<ShellPageProps>>;
type PageModule = Promise<{ default: ComponentType<ShellPageProps> }>;

/**
 * A business module's page: its chunk and its module's texts load in parallel, and the page renders
 * once both are there (scripts/bundle-budget.ts reads this registry, texts included).
 */
function modulePage(parts: ModulePart | readonly ModulePart[], load: () => PageModule): ShellPage {
  return lazy(async () => (await Promise.all([load(), loadModuleMessages(parts)]))[0]);
}

/** Pages inside the shell, by route name; each is its own chunk. */
export const SHELL_PAGES: Readonly<Record<string, ShellPage>> = {
  Dashboard: lazy(() => import('../features/dashboard/dashboard-page')),
  RentPrice: lazy(() => import('../features/renewal/rent-price-page')),
  CustomerIndex: modulePage('catalog', () => import('../features/catalog/parties/customer-page')),
  FactoryIndex: modulePage('catalog', () => import('../features/catalog/parties/factory-page')),
  ProductList: modulePage('catalog', () => import('../features/catalog/products/product-list-page')),
  ProductEdit: modulePage(['catalog', 'pricing'], () => import('../features/catalog/products/product-edit-page')),
  ProcedurePriceList: modulePage(['catalog', 'pricing'], () => import('../features/catalog/prices/procedure-price-page')),
  ProductCategory: modulePage('catalog', () => import('../features/catalog/categories/category-page')),
  PartTemplateList: modulePage('catalog', () => import('../features/catalog/templates/part-template-list-page')),
  PartTemplateEdit: modulePage('catalog', () => import('../features/catalog/templates/part-template-edit-page')),
  ProcedureTemplateList: modulePage('catalog', () => import('../features/catalog/templates/procedure-template-list-page')),
  ProcedureTemplateEdit: modulePage('catalog', () => import('../features/catalog/templates/procedure-template-edit-page')),
  OrderList: modulePage('production', () => import('../features/production/orders/order-list-page')),
  OrderEdit: modulePage('production', () => import('../features/production/orders/order-edit-page')),
  OrderStatistics: modulePage('production', () => import('../features/production/orders/order-statistics-page')),
  OrderTicket: modulePage('production', () => import('../features/production/ticket/order-ticket-page')),
  OrderPrintTicketHome: modulePage('production', () => import('../features/production/print/print-home-page')),
  OrderPrintBatchAssign: modulePage('production', () => import('../features/production/print/ticket-print-page')),
  OrderPartPrintView: modulePage('production', () => import('../features/production/print/part-select-page')),
  OrderPrintPartTicket: modulePage('production', () => import('../features/production/print/part-ticket-print-page')),
  OrderPrintCutting: modulePage('production', () => import('../features/production/print/cutting-sheet-page')),
  OrderPrintPartCutting: modulePage('production', () => import('../features/production/print/part-cutting-sheet-page')),
  CuttingTimesList: modulePage('production', () => import('../features/production/cutting/cutting-list-page')),
  CuttingListPrint: modulePage('production', () => import('../features/production/cutting/cutting-list-print-page')),
  CuttingReport: modulePage('production', () => import('../features/production/cutting/cutting-report-page')),
};

/** Routes without an entry above render the module frame until their issue builds them. */
export const MODULE_PAGE: ShellPage = lazy(() => import('../features/module/module-page'));
