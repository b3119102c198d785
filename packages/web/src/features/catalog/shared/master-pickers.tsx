import type { CategoryLookupItem, PartTemplateLookupItem, ProcedureTemplateLookupItem } from '@eticket/core/catalog';
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

export function PartTemplatePicker(props: PickerProps<PartTemplateLookupItem>) {
  const catalog = useCatalog();
  return (
    <LookupPicker<PartTemplateLookupItem>
      {...props}
      resource={CatalogResource.partTemplate}
      search={(request, signal) => catalog.search.partTemplates(lookupInput(request), { signal })}
      itemLabel={byName}
    />
  );
}

export function ProcedureTemplatePicker(props: PickerProps<ProcedureTemplateLookupItem>) {
  const catalog = useCatalog();
  return (
    <LookupPicker<ProcedureTemplateLookupItem>
      {...props}
      resource={CatalogResource.procedureTemplate}
      search={(request, signal) => catalog.search.procedureTemplates(lookupInput(request), { signal })}
      itemLabel={byName}
    />
  );
}
