import { ThemeProvider, useTheme, type ThemeProviderProps } from 'next-themes';

const INERT_SCRIPT = { type: 'application/json' } as const;

/** Chakra's color-mode snippet, written by hand (the Chakra CLI cannot download here): the provider half. */
export function ColorModeProvider(props: ThemeProviderProps) {
  // next-themes renders an inline script meant for server-rendered pages; rendered on the client it never runs,
  // and React warns about it unless the tag is marked as a data block.
  return <ThemeProvider attribute="class" disableTransitionOnChange scriptProps={INERT_SCRIPT} {...props} />;
}

export type ColorMode = 'light' | 'dark';

export interface UseColorModeReturn {
  colorMode: ColorMode;
  setColorMode: (colorMode: ColorMode) => void;
  toggleColorMode: () => void;
}

export function useColorMode(): UseColorModeReturn {
  const { resolvedTheme, setTheme, forcedTheme } = useTheme();
  const colorMode: ColorMode = (forcedTheme ?? resolvedTheme) === 'dark' ? 'dark' : 'light';
  return {
    colorMode,
    setColorMode: setTheme,
    toggleColorMode: () => {
      setTheme(colorMode === 'dark' ? 'light' : 'dark');
    },
  };
}

export function useColorModeValue<T>(light: T, dark: T): T {
  return useColorMode().colorMode === 'dark' ? dark : light;
}
