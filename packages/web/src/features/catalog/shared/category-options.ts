import type { CategoryLookupItem } from '@eticket/core/catalog';
import { buildTree, flattenTree } from '@eticket/core/tree';
import type { SelectOption } from '../../../components/data-ui/select-box';

/** Categories as select options in tree order, sub-categories indented (a native select has no tree). */
export function categoryOptions(categories: readonly CategoryLookupItem[]): SelectOption[] {
  return flattenTree(buildTree(categories)).map(({ item: category, depth }) => ({
    value: category.id,
    label: `${'\u3000'.repeat(depth)}${depth > 0 ? '└ ' : ''}${category.name}`,
  }));
}
