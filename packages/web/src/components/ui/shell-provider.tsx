import type { ReactNode } from 'react';
import { shellRecipes } from '../../theme/shell-recipes';
import { addRecipes } from '../../theme/system';

addRecipes(shellRecipes);

/** Marks the subtree that renders the shell's recipes; they are added to the app's system with this module. */
export function ShellUiProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
