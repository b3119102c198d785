import { defineConfig } from '@chakra-ui/react';
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
import { baseRecipes, baseSlotRecipes } from './system';

/**
 * The recipes a list page renders on its first paint — tables, inputs, native selects, fields, badges,
 * skeletons — and nothing else: the full system (menus, popovers, dialogs …) is three times larger and
 * would push every data page past its first-load budget. Pages that also render checkboxes, switches or
 * tabs use FormUiProvider (components/data-ui/form-ui-provider.tsx). Dialogs load on demand inside the full system
 * (FullUiProvider). Same tokens and brand as the other systems, so the CSS is identical.
 */
export const dataRecipes = defineConfig({
  theme: {
    recipes: { ...baseRecipes, badge: badgeRecipe, input: inputRecipe, skeleton: skeletonRecipe, textarea: textareaRecipe },
    slotRecipes: {
      ...baseSlotRecipes,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});
