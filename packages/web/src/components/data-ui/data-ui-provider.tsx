import { ChakraProvider, createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  badgeRecipe,
  checkboxSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  skeletonRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { baseConfig, baseRecipes, baseSlotRecipes, brandConfig } from '../../theme/system';

/**
 * The recipes a list or edit page renders on its first paint — tables, inputs, native selects, fields,
 * switches, tabs, skeletons — and nothing else: the full system (menus, popovers, dialogs …) is three
 * times larger and would push every data page past its first-load budget. Dialogs load on demand inside
 * the full system (FullUiProvider). Same tokens and brand as the other systems, so the CSS is identical.
 */
const dataRecipes = defineConfig({
  theme: {
    recipes: { ...baseRecipes, badge: badgeRecipe, input: inputRecipe, skeleton: skeletonRecipe, textarea: textareaRecipe },
    slotRecipes: {
      ...baseSlotRecipes,
      checkbox: checkboxSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
});

const dataSystem = createSystem(defaultBaseConfig, baseConfig, dataRecipes, brandConfig);

export function DataUiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={dataSystem}>{children}</ChakraProvider>;
}
