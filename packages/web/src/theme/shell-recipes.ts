import { badgeRecipe, breadcrumbSlotRecipe, cardSlotRecipe, dataListSlotRecipe, emptyStateSlotRecipe } from '@chakra-ui/react/theme';
import type { RecipeSet } from './system';

/**
 * The shell's first load: the frame's recipes (breadcrumb, cards, data lists, badges, empty states) on top
 * of the base ones. Menus, popovers and dialogs come with ./full-recipes.ts when first opened.
 */
export const shellRecipes: RecipeSet = {
  recipes: { badge: badgeRecipe },
  slotRecipes: {
    breadcrumb: breadcrumbSlotRecipe,
    card: cardSlotRecipe,
    dataList: dataListSlotRecipe,
    emptyState: emptyStateSlotRecipe,
  },
};
