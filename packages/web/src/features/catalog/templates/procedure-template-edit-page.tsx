/** The route's page (each page is its own lazy entry; the list pages share one module, the edit pages another). */
export { ProcedureTemplateEditPage as default } from './template-edit-pages';
