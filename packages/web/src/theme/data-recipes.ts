import {
  badgeRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  skeletonRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import type { RecipeSet } from './system';

/**
 * The recipes a list page renders on its first paint — tables, inputs, native selects, fields, badges,
 * skeletons — and nothing else: the full set (menus, popovers, dialogs …) is three times larger and
 * would push every data page past its first-load budget. Pages that also render checkboxes, switches or
 * tabs use FormUiProvider (components/data-ui/form-ui-provider.tsx). Dialogs bring the full set
 * (FullUiProvider).
 */
export const dataRecipes: RecipeSet = {
  recipes: { badge: badgeRecipe, input: inputRecipe, skeleton: skeletonRecipe, textarea: textareaRecipe },
  slotRecipes: {
    emptyState: emptyStateSlotRecipe,
    field: fieldSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    table: tableSlotRecipe,
  },
};
