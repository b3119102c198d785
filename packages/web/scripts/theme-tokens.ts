// The theme's token dictionary, computed once at build time. Chakra's `createSystem` builds it on every page
// load (walking ~650 tokens through its transforms and middlewares: the larger part of createSystem's task on
// a phone); the build ships what the running system reads from it (src/theme/token-views.ts) instead
// (scripts/wire-plugins.ts, buildTimeTheme). Evaluated in Node by Vite's module runner, with the unmodified Chakra.
import { createSystem } from '@chakra-ui/react';
import { themeConfigs } from '../src/theme/system';
import { tokenViewsOf } from '../src/theme/token-views';

/** `sheet`: the theme's global CSS (scripts/theme-css.ts), which ships anyway; token values it declares are read from it. */
export function themeTokenViews(sheet: string) {
  const system = createSystem(...themeConfigs);
  return tokenViewsOf(system.tokens, sheet, system._config.cssVarsRoot ?? ':where(:root, :host)');
}
