import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ShellPageProps } from './shell-page.types';

type ShellPage = LazyExoticComponent<ComponentType<ShellPageProps>>;

/** Pages inside the shell, by route name; each is its own chunk. */
export const SHELL_PAGES: Readonly<Record<string, ShellPage>> = {
  Dashboard: lazy(() => import('../features/dashboard/dashboard-page')),
  RentPrice: lazy(() => import('../features/renewal/rent-price-page')),
  CustomerIndex: lazy(() => import('../features/catalog/parties/customer-page')),
  FactoryIndex: lazy(() => import('../features/catalog/parties/factory-page')),
  ProductList: lazy(() => import('../features/catalog/products/product-list-page')),
  ProductEdit: lazy(() => import('../features/catalog/products/product-edit-page')),
  ProcedurePriceList: lazy(() => import('../features/catalog/prices/procedure-price-page')),
  ProductCategory: lazy(() => import('../features/catalog/categories/category-page')),
  PartTemplateList: lazy(() => import('../features/catalog/templates/part-template-list-page')),
  PartTemplateEdit: lazy(() => import('../features/catalog/templates/part-template-edit-page')),
  ProcedureTemplateList: lazy(() => import('../features/catalog/templates/procedure-template-list-page')),
  ProcedureTemplateEdit: lazy(() => import('../features/catalog/templates/procedure-template-edit-page')),
  OrderList: lazy(() => import('../features/production/orders/order-list-page')),
  OrderEdit: lazy(() => import('../features/production/orders/order-edit-page')),
  OrderStatistics: lazy(() => import('../features/production/orders/order-statistics-page')),
  OrderTicket: lazy(() => import('../features/production/ticket/order-ticket-page')),
  OrderPrintTicketHome: lazy(() => import('../features/production/print/print-home-page')),
  OrderPrintBatchAssign: lazy(() => import('../features/production/print/ticket-print-page')),
  OrderPartPrintView: lazy(() => import('../features/production/print/part-select-page')),
  OrderPrintPartTicket: lazy(() => import('../features/production/print/part-ticket-print-page')),
  OrderPrintCutting: lazy(() => import('../features/production/print/cutting-sheet-page')),
  OrderPrintPartCutting: lazy(() => import('../features/production/print/part-cutting-sheet-page')),
  CuttingTimesList: lazy(() => import('../features/production/cutting/cutting-list-page')),
  CuttingListPrint: lazy(() => import('../features/production/cutting/cutting-list-print-page')),
  CuttingReport: lazy(() => import('../features/production/cutting/cutting-report-page')),
};

/** Routes without an entry above render the module frame until their issue builds them. */
export const MODULE_PAGE: ShellPage = lazy(() => import('../features/module/module-page'));
