import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import PAGE_TEXTS from 'virtual:eticket-messages/pages';
import { loadPageMessages, registerPageTexts } from '../i18n/load-messages';
import type { ShellPageProps } from './shell-page.types';

type ShellPage = LazyExoticComponent<ComponentType<ShellPageProps>>;
type PageModule = Promise<{ default: ComponentType<ShellPageProps> }>;

// Each business page ships the texts it can show (its own chunk per language, worked out at build time from
// its sources: vite.config.ts, scripts/text-usage.ts) instead of its whole module's texts.
registerPageTexts(PAGE_TEXTS);

/**
 * The business modules' pages, by route name. Each page's chunk and its texts load in parallel, and the page
 * renders once both are there. vite.config.ts and scripts/first-load.ts read this list: keep the
 * `Name: () => import('…')` form.
 */
const MODULE_PAGES = {
  CustomerIndex: () => import('../features/catalog/parties/customer-page'),
  FactoryIndex: () => import('../features/catalog/parties/factory-page'),
  ProductList: () => import('../features/catalog/products/product-list-page'),
  ProductEdit: () => import('../features/catalog/products/product-edit-page'),
  ProcedurePriceList: () => import('../features/catalog/prices/procedure-price-page'),
  ProductCategory: () => import('../features/catalog/categories/category-page'),
  PartTemplateList: () => import('../features/catalog/templates/part-template-list-page'),
  PartTemplateEdit: () => import('../features/catalog/templates/part-template-edit-page'),
  ProcedureTemplateList: () => import('../features/catalog/templates/procedure-template-list-page'),
  ProcedureTemplateEdit: () => import('../features/catalog/templates/procedure-template-edit-page'),
  OrderList: () => import('../features/production/orders/order-list-page'),
  OrderEdit: () => import('../features/production/orders/order-edit-page'),
  OrderStatistics: () => import('../features/production/orders/order-statistics-page'),
  OrderTicket: () => import('../features/production/ticket/order-ticket-page'),
  OrderPrintTicketHome: () => import('../features/production/print/print-home-page'),
  OrderPrintBatchAssign: () => import('../features/production/print/ticket-print-page'),
  OrderPartPrintView: () => import('../features/production/print/part-select-page'),
  OrderPrintPartTicket: () => import('../features/production/print/part-ticket-print-page'),
  OrderPrintCutting: () => import('../features/production/print/cutting-sheet-page'),
  OrderPrintPartCutting: () => import('../features/production/print/part-cutting-sheet-page'),
  CuttingTimesList: () => import('../features/production/cutting/cutting-list-page'),
  CuttingListPrint: () => import('../features/production/cutting/cutting-list-print-page'),
  CuttingReport: () => import('../features/production/cutting/cutting-report-page'),
} satisfies Record<string, () => PageModule>;

function modulePage(name: string, load: () => PageModule): ShellPage {
  return lazy(async () => (await Promise.all([load(), loadPageMessages(name)]))[0]);
}

/** Pages inside the shell, by route name; each is its own chunk. */
export const SHELL_PAGES: Readonly<Record<string, ShellPage>> = {
  Dashboard: lazy(() => import('../features/dashboard/dashboard-page')),
  RentPrice: lazy(() => import('../features/renewal/rent-price-page')),
  ...Object.fromEntries(Object.entries(MODULE_PAGES).map(([name, load]) => [name, modulePage(name, load)])),
};

/** Routes without an entry above render the module frame until their issue builds them. */
export const MODULE_PAGE: ShellPage = lazy(() => import('../features/module/module-page'));
