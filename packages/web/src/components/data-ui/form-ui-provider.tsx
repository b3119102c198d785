import { checkboxSlotRecipe, switchSlotRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { dataRecipes } from '../../theme/data-recipes';
import { addRecipes } from '../../theme/system';

/**
 * The list recipes plus the form controls an edit page renders on its first paint (checkboxes,
 * switches, tabs). List pages stay on the lighter DataUiProvider and do not load these recipes.
 */
addRecipes(dataRecipes);
addRecipes({ slotRecipes: { checkbox: checkboxSlotRecipe, switch: switchSlotRecipe, tabs: tabsSlotRecipe } });

/** An edit (or form-bearing) page's recipes (added to the app's system with this module). */
export function FormUiProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
