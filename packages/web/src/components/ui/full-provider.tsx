import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { fullSystem } from '../../theme/full-system';

/**
 * Everything below uses the full system (menus, popovers, dialogs, form controls, tables). Pages and
 * popups that render those wrap themselves in it; it loads with them, not with the first page.
 */
export function FullUiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={fullSystem}>{children}</ChakraProvider>;
}
