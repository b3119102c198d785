/** The route's page (each page is its own lazy entry; the list pages share one module, the edit pages another). */
export { PartTemplateEditPage as default } from './template-edit-pages';
