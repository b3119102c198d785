import type { CustomerLookupItem, ProductLookupItem } from '@eticket/core/catalog';
import { lookupInput } from '@eticket/core/query';
import { LookupPicker } from '../../../components/data-ui/lookup-picker';

// The catalogue's other pickers (master-pickers.tsx) take it from here, so one chunk keeps both files' picker code.
export { LookupPicker };
import { CatalogResource, useCatalog } from '../catalog-api';
import { productLabel } from './product-label';

/**
 * The style and customer pickers every page uses (price page, order form, reports …): they search the
 * server as the user types and page through the matches, so a tenant with thousands of styles or
 * customers can still pick any of them.
 */

export interface PickerProps<T> {
  label: string;
  value: string;
  onChange: (id: string, item: T | null) => void;
  /** How the picked row reads before the picker has loaded it. */
  selectedLabel?: string | null;
  placeholder?: string;
  showLabel?: boolean;
  width?: string | Record<string, string>;
  invalid?: boolean;
  disabled?: boolean;
  testId?: string;
}

export function customerLabel(customer: { name: string; code: string | null }): string {
  return customer.code === null ? customer.name : `${customer.code} ${customer.name}`;
}

export function StylePicker(props: PickerProps<ProductLookupItem> & { activeOnly?: boolean; categoryIds?: readonly string[] | null; itemLabel?: (style: ProductLookupItem) => string }) {
  const catalog = useCatalog();
  const { activeOnly = false, categoryIds = null } = props;
  const categories = categoryIds === null ? '' : categoryIds.join(',');
  return (
    <LookupPicker<ProductLookupItem>
      {...props}
      resource={CatalogResource.product}
      filterKey={`${String(activeOnly)}|${categories}`}
      search={(request, signal) =>
        catalog.search.products(
          {
            ...lookupInput(request),
            ...(activeOnly ? { activeOnly } : {}),
            ...(categories === '' ? {} : { categoryIds: categories }),
          },
          { signal },
        )
      }
      itemLabel={props.itemLabel ?? productLabel}
    />
  );
}

export function CustomerPicker(props: PickerProps<CustomerLookupItem>) {
  const catalog = useCatalog();
  return (
    <LookupPicker<CustomerLookupItem>
      {...props}
      resource={CatalogResource.customer}
      search={(request, signal) =>
        catalog.search.customers(lookupInput(request), { signal })
      }
      itemLabel={customerLabel}
    />
  );
}
