import { ChakraProvider, createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { checkboxSlotRecipe, switchSlotRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { dataRecipes } from '../../theme/data-recipes';
import { baseConfig, brandConfig } from '../../theme/system';

/**
 * The list recipes plus the form controls an edit page renders on its first paint (checkboxes,
 * switches, tabs). List pages stay on the lighter DataUiProvider and do not load these recipes.
 */
const formRecipes = defineConfig({
  theme: {
    slotRecipes: { checkbox: checkboxSlotRecipe, switch: switchSlotRecipe, tabs: tabsSlotRecipe },
  },
});

const formSystem = createSystem(defaultBaseConfig, baseConfig, dataRecipes, formRecipes, brandConfig);

/** An edit (or form-bearing) page's UI system. */
export function FormUiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={formSystem}>{children}</ChakraProvider>;
}
