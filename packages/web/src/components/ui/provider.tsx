import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import themeCss from 'virtual:eticket-theme-css';
import { appSystem } from '../../theme/system';
import { ColorModeProvider } from './color-mode-provider';
import { ToasterHost } from './notify';

// The build's precomputed global CSS (the system's own `_global` is empty then): one style element, before
// any of Emotion's, parsed by the browser instead of serialised and compiled by Emotion during the first commit.
if (themeCss !== '') {
  const style = document.createElement('style');
  style.dataset.theme = 'chakra';
  style.textContent = themeCss;
  document.head.append(style);
}

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <ColorModeProvider>
        {children}
        <ToasterHost />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
