import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '../../theme/system';
import { ColorModeProvider } from './color-mode-provider';
import { ToasterHost } from './notify';

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        {children}
        <ToasterHost />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
