import type { WebModule } from '../../kit/web-module';

/** Master data: customers, factories, styles, categories, templates and procedure prices. */
export const catalogModule = {
  name: 'catalog',
  pages: {
    CustomerIndex: 'parties/customer-page',
    FactoryIndex: 'parties/factory-page',
    ProductList: 'products/product-list-page',
    ProductEdit: 'products/product-edit-page',
    ProcedurePriceList: 'prices/procedure-price-page',
    ProductCategory: 'categories/category-page',
    PartTemplateList: 'templates/part-template-list-page',
    PartTemplateEdit: 'templates/part-template-edit-page',
    ProcedureTemplateList: 'templates/procedure-template-list-page',
    ProcedureTemplateEdit: 'templates/procedure-template-edit-page',
  },
  texts: ['Catalog.'],
  endpoints: 'catalog',
} as const satisfies WebModule;
