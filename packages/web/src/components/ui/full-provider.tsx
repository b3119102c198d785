import type { ReactNode } from 'react';
import { fullRecipes } from '../../theme/full-recipes';
import { addRecipes } from '../../theme/system';

addRecipes(fullRecipes);

/**
 * Marks a subtree that renders menus, popovers, dialogs, form controls or tables: pages and popups that do
 * wrap themselves in it, so those recipes load with them (added to the app's system), not with the first page.
 */
export function FullUiProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
