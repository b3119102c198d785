import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { shellSystem } from '../../theme/shell-system';

/** Everything below uses the shell's system (all recipes the signed-in app renders). */
export function ShellUiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={shellSystem}>{children}</ChakraProvider>;
}
