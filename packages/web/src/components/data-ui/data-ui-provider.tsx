import { ChakraProvider, createSystem, defaultBaseConfig } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { dataRecipes } from '../../theme/data-recipes';
import { baseConfig, brandConfig } from '../../theme/system';

const dataSystem = createSystem(defaultBaseConfig, baseConfig, dataRecipes, brandConfig);

/** A list page's UI system: tables, toolbars, pagers, inputs. */
export function DataUiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={dataSystem}>{children}</ChakraProvider>;
}
