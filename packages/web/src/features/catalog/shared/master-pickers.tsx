import type { CatalogEndpoints } from '@eticket/api-client';
import type { CategoryLookupItem, PartTemplateLookupItem, ProcedureTemplateLookupItem } from '@eticket/core/catalog';
import type { SearchLookupInput } from '@eticket/core/contracts';
import type { PagedResultDto } from '@eticket/core/paging';
import { lookupInput } from '@eticket/core/query';
import { CatalogResource, useCatalog } from '../catalog-api';
import { LookupPicker, type PickerProps } from './catalog-pickers';

/**
 * The category and template pickers of the catalogue pages (style form and list, price page, category
 * form): they search the server as the user types and page through the matches, like the style and
 * customer pickers. A file of their own, so the order pages' shared chunk does not carry them.
 */

const byName = (item: { name: string }) => item.name;

/** `excludeTreeOf`: a category whose sub-tree is left out (its own parent cannot be itself or below it). */
export function CategoryPicker(props: PickerProps<CategoryLookupItem> & { excludeTreeOf?: string | null }) {
  const catalog = useCatalog();
  const excludeTreeOf = props.excludeTreeOf ?? null;
  return (
    <LookupPicker<CategoryLookupItem>
      {...props}
      resource={CatalogResource.category}
      filterKey={excludeTreeOf ?? ''}
      search={(request, signal) => catalog.search.categories({ ...lookupInput(request), ...(excludeTreeOf === null ? {} : { excludeTreeOf }) }, { signal })}
      itemLabel={byName}
    />
  );
}

/** The lookup item of each kind of template. */
export interface TemplateKinds {
  partTemplate: PartTemplateLookupItem;
  procedureTemplate: ProcedureTemplateLookupItem;
}

type Search<T> = (catalog: CatalogEndpoints, query: SearchLookupInput, signal: AbortSignal) => Promise<PagedResultDto<T>>;

const TEMPLATE_SEARCH: { [K in keyof TemplateKinds]: Search<TemplateKinds[K]> } = {
  partTemplate: (catalog, query, signal) => catalog.search.partTemplates(query, { signal }),
  procedureTemplate: (catalog, query, signal) => catalog.search.procedureTemplates(query, { signal }),
};

/** One picker for both kinds of template: the style form copies the picked template's items. */
export function TemplatePicker<K extends keyof TemplateKinds>({ kind, ...props }: PickerProps<TemplateKinds[K]> & { kind: K }) {
  const catalog = useCatalog();
  const search: Search<TemplateKinds[K]> = TEMPLATE_SEARCH[kind];
  return (
    <LookupPicker<TemplateKinds[K]>
      {...props}
      resource={CatalogResource[kind]}
      search={(request, signal) => search(catalog, lookupInput(request), signal)}
      itemLabel={byName}
    />
  );
}
