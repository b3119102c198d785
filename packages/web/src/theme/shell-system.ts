import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { badgeRecipe, breadcrumbSlotRecipe, cardSlotRecipe, dataListSlotRecipe, emptyStateSlotRecipe } from '@chakra-ui/react/theme';
import { baseConfig, baseRecipes, baseSlotRecipes, brandConfig } from './system';

/**
 * The shell's first load: the base recipes plus the frame's (breadcrumb, cards, data lists, badges, empty
 * states). Menus, popovers and dialogs come with ./full-system.ts when first opened.
 */
const shellRecipes = defineConfig({
  theme: {
    recipes: { ...baseRecipes, badge: badgeRecipe },
    slotRecipes: {
      ...baseSlotRecipes,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      emptyState: emptyStateSlotRecipe,
    },
  },
});

export const shellSystem = createSystem(defaultBaseConfig, baseConfig, shellRecipes, brandConfig);
