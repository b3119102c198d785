import type { ReactNode } from 'react';
import { FormUiProvider } from '../components/data-ui/form-ui-provider';
import { UiProvider } from '../components/ui/provider';

/** The app's UI system with an edit page's recipes, for rendering form parts alone. */
export function FormUi({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <FormUiProvider>{children}</FormUiProvider>
    </UiProvider>
  );
}
