import type { ReactNode } from 'react';
import { dataRecipes } from '../../theme/data-recipes';
import { addRecipes } from '../../theme/system';

addRecipes(dataRecipes);

/** A list page's recipes: tables, toolbars, pagers, inputs (added to the app's system with this module). */
export function DataUiProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
