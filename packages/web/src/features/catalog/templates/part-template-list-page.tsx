/** The route's page (each page is its own lazy entry; the list pages share one module, the edit pages another). */
export { PartTemplateListPage as default } from './template-list-pages';
