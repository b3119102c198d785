// The app's global CSS — Chakra's preflight, the theme's global styles and every token's CSS variable — as
// Emotion would insert it at run time, computed once at build time (scripts/wire-plugins.ts, buildTimeTheme).
// Evaluated in Node by Vite's module runner, with the unmodified Chakra.
import { createRequire } from 'node:module';
import { createSystem } from '@chakra-ui/react';
import { themeConfigs } from '../src/theme/system';

interface SerializedStyles {
  name: string;
  styles: string;
}
interface EmotionCache {
  sheet: unknown;
  insert: (selector: string, serialized: SerializedStyles, sheet: unknown, shouldCache: boolean) => string | undefined;
}
// Emotion's own serializer and stylis pipeline (what <Global> runs in the browser), from @emotion/react's
// dependencies; outside a browser the cache returns the rules instead of inserting them.
const emotion = createRequire(createRequire(import.meta.url).resolve('@emotion/react'));
const { serializeStyles } = emotion('@emotion/serialize') as { serializeStyles: (args: unknown[], registered: undefined, props: object) => SerializedStyles };
const createCache = (emotion('@emotion/cache') as { default: (options: { key: string }) => EmotionCache }).default;

export function themeGlobalCss(): string {
  const system = createSystem(...themeConfigs);
  const cache = createCache({ key: 'css' });
  const rules = (styles: unknown) => cache.insert('', serializeStyles([styles], undefined, {}), cache.sheet, false) ?? '';
  // The layer order first (ChakraProvider declares it too), so the static sheet cannot change it.
  return rules(system.layers.atRule) + rules(system._global);
}
