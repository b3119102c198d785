import { createSystem, defaultBaseConfig, defineConfig, type SystemContext, type ThemingConfig } from '@chakra-ui/react';
import { BRAND_PALETTE } from './brand-palette';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss as chakraGlobalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme minus the recipes the first page never renders. `defaultConfig` carries ~75
 * component recipes (and their anatomy modules) into the first load; the public pages need a dozen.
 * The other recipes come in sets (./shell-recipes.ts, ./data-recipes.ts, ./full-recipes.ts) with the chunks that render them (`addRecipes`).
 * Add a recipe before using its component.
 */
const baseRecipes = {
  button: buttonRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
};

const baseSlotRecipes = {
  alert: alertSlotRecipe,
};

/**
 * Palettes no screen uses: every palette is ≈ 18 CSS variables in the sheet every first load carries and
 * entries in the token dictionary `createSystem` builds on the main thread. Add one back here before using it.
 */
const UNUSED_PALETTES: ReadonlySet<string> = new Set(['teal', 'pink', 'yellow']);
const withoutUnused = <T extends object>(colors: T): T => Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

const chakraTheme = defineConfig({
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    breakpoints,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * Chakra's tokens. The build computes the token dictionary from them (scripts/theme-tokens.ts) and ships that
 * instead, so the running app's config (`appSystem`) leaves them out, and they stay out of the bundle.
 */
const chakraTokens = /* @__PURE__ */ defineConfig({
  theme: {
    tokens: { ...tokens, colors: /* @__PURE__ */ withoutUnused(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: /* @__PURE__ */ withoutUnused(semanticTokens.colors) },
  },
});

/**
 * Chakra's global styles minus the custom properties its `*` rule declares on every element: the ring and
 * filter defaults (`--ring-*`, `--brightness`, `--backdrop-*`) only serve the `ring*` props and `filter="auto"` /
 * `backdropFilter="auto"`, which no screen or recipe set uses (system.test.ts checks), and the three
 * `--global-*` aliases the reset reads only need declaring once on `html` (they inherit; colour mode switches on
 * `html`). 26 custom properties on every element cost style recalculation on every element of every page.
 */
const { '*': everyElement, html: chakraHtml, ...chakraGlobalRest } = chakraGlobalCss;
export const appGlobalCss = {
  ...chakraGlobalRest,
  '*': { fontFeatureSettings: everyElement?.fontFeatureSettings ?? '"cv11"' },
  html: { ...chakraHtml, '--global-font-mono': 'fonts.mono', '--global-font-body': 'fonts.body', '--global-color-border': 'colors.border' },
};

/** What only the global CSS is made of: Chakra's reset, global styles and keyframes. */
const chakraGlobalStyles = defineConfig({ preflight: true, globalCss: appGlobalCss, theme: { keyframes } });

/**
 * Chinese first, then the platform's UI font. Simplified and traditional Chinese need different CJK faces
 * (glyph shapes differ), so zh-Hant swaps the first entries by `:lang`.
 */
const LATIN_TAIL = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const FONT_HANS = `"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans SC", "Noto Sans CJK SC", "Source Han Sans SC", ${LATIN_TAIL}`;
const FONT_HANT = `"PingFang TC", "Microsoft JhengHei", "Noto Sans TC", "Noto Sans CJK TC", "Source Han Sans TC", ${LATIN_TAIL}`;
const FONT_MONO = '"SFMono-Regular", Menlo, Consolas, "Liberation Mono", "Noto Sans Mono CJK SC", monospace';

const brandGlobalStyles = defineConfig({
  globalCss: {
    'html, body': { fontFamily: 'body', bg: 'bg.canvas', color: 'fg', minHeight: '100%' },
    'html:lang(zh-Hant)': { '--chakra-fonts-body': FONT_HANT, '--chakra-fonts-heading': FONT_HANT },
    // Chinese reads better with a little more leading than Latin defaults.
    body: { lineHeight: '1.6' },
    '#root': { minHeight: '100dvh' },
  },
});

const brandConfig = /* @__PURE__ */ defineConfig({
  theme: {
    tokens: {
      fonts: {
        body: { value: FONT_HANS },
        heading: { value: FONT_HANS },
        mono: { value: FONT_MONO },
      },
      colors: {
        brand: Object.fromEntries(Object.entries(BRAND_PALETTE).map(([shade, value]) => [shade, { value }])),
        // Warm accent for money and warnings on tickets (thread-spool amber).
        accent: {
          50: { value: '#fff8eb' },
          100: { value: '#feeac7' },
          200: { value: '#fdd28a' },
          300: { value: '#fcb54d' },
          400: { value: '#fb9a24' },
          500: { value: '#f5770b' },
          600: { value: '#d95406' },
          700: { value: '#b43809' },
          800: { value: '#922b0e' },
          900: { value: '#78250f' },
          950: { value: '#451003' },
        },
        navy: {
          700: { value: '#1f2a44' },
          800: { value: '#172036' },
          900: { value: '#111827' },
          950: { value: '#0b1120' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        accent: {
          solid: { value: { _light: '{colors.accent.600}', _dark: '{colors.accent.500}' } },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: '{colors.accent.700}', _dark: '{colors.accent.300}' } },
          muted: { value: { _light: '{colors.accent.100}', _dark: '{colors.accent.900}' } },
          subtle: { value: { _light: '{colors.accent.50}', _dark: '{colors.accent.950}' } },
          emphasized: { value: { _light: '{colors.accent.200}', _dark: '{colors.accent.800}' } },
          focusRing: { value: { _light: '{colors.accent.500}', _dark: '{colors.accent.400}' } },
        },
        bg: {
          canvas: { value: { _light: '#f4f6fa', _dark: '{colors.navy.950}' } },
        },
        // Chakra's red.500 error text is 3.8:1 on white (axe: color-contrast); red.700 keeps 4.5:1 on the canvas too.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
        sidebar: {
          bg: { value: { _light: '{colors.navy.800}', _dark: '{colors.navy.900}' } },
          fg: { value: { _light: '#c5cde0', _dark: '#b4bdd1' } },
          hover: { value: { _light: '{colors.navy.700}', _dark: '{colors.navy.700}' } },
          activeFg: { value: '#ffffff' },
          activeBg: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.700}' } },
          nestedBg: { value: { _light: '#121a2d', _dark: '#0a0f1c' } },
        },
      },
    },
  },
});

type Recipes = NonNullable<ThemingConfig['recipes']>;
type SlotRecipes = NonNullable<ThemingConfig['slotRecipes']>;
type RecipeFn = ReturnType<SystemContext['cva']>;
type SlotRecipeFn = ReturnType<SystemContext['sva']>;

/** A set of recipes a lazily loaded part of the app renders. */
export interface RecipeSet {
  recipes?: Recipes;
  slotRecipes?: SlotRecipes;
}

// Recipes by key, added by the chunks that render them (`addRecipes`); the system looks them up here.
const recipes = new Map<string, Recipes[string]>(Object.entries(baseRecipes));
const slotRecipes = new Map<string, SlotRecipes[string]>(Object.entries(baseSlotRecipes));

/** Adds a chunk's recipes to the system (idempotent; call at module level, before its components render). */
export function addRecipes(set: RecipeSet): void {
  for (const [key, recipe] of Object.entries(set.recipes ?? {})) if (!recipes.has(key)) recipes.set(key, recipe);
  for (const [key, recipe] of Object.entries(set.slotRecipes ?? {})) if (!slotRecipes.has(key)) slotRecipes.set(key, recipe);
}

/**
 * Chakra's system with its recipe lookups on the maps above. Recipes are only read when a component renders
 * (and compiled then), so the shell, the data pages and the dialogs add theirs to this one system when their
 * chunk loads instead of creating a system (and injecting the same global CSS) of their own.
 */
function extensible(base: SystemContext): AppSystem {
  const recipeFns = new Map<string, RecipeFn>();
  const slotRecipeFns = new Map<string, SlotRecipeFn>();
  return {
    ...base,
    getRecipe: (key: string, fallback?: unknown) => recipes.get(key) ?? fallback,
    getSlotRecipe: (key: string, fallback?: unknown) => slotRecipes.get(key) ?? fallback,
    getRecipeFn: (key: string, fallback?: Parameters<SystemContext['cva']>[0]) => {
      const cached = recipeFns.get(key);
      if (cached !== undefined) return cached;
      const recipe = recipes.get(key);
      // A recipe missing now may be added later: only found recipes are cached.
      if (recipe === undefined) return base.cva(fallback ?? {});
      const fn = base.cva(recipe);
      recipeFns.set(key, fn);
      return fn;
    },
    getSlotRecipeFn: (key: string, fallback?: Parameters<SystemContext['sva']>[0]) => {
      const cached = slotRecipeFns.get(key);
      if (cached !== undefined) return cached;
      const recipe = slotRecipes.get(key);
      if (recipe === undefined) return base.sva(fallback ?? { slots: [] });
      const fn = base.sva(recipe);
      slotRecipeFns.set(key, fn);
      return fn;
    },
    isRecipe: (key: string) => recipes.has(key),
    isSlotRecipe: (key: string) => slotRecipes.has(key),
    hasRecipe: (key: string) => recipes.has(key) || slotRecipes.has(key),
  };
}

/** Chakra's system, its recipe lookups typed (Chakra's own interface returns `any`). */
export interface AppSystem extends SystemContext {
  getRecipeFn(key: string, fallback?: Parameters<SystemContext['cva']>[0]): RecipeFn;
  getSlotRecipeFn(key: string, fallback?: Parameters<SystemContext['sva']>[0]): SlotRecipeFn;
}

/** The whole theme as Chakra takes it; the build computes the global CSS from it (scripts/theme-css.ts). */
export const themeConfigs = [defaultBaseConfig, chakraTheme, chakraTokens, chakraGlobalStyles, brandConfig, brandGlobalStyles];

let created: AppSystem | null = null;

/**
 * The app's only system, created on first use. `createSystem` builds the token dictionary and the utilities —
 * the costliest step before the first screen (tens of milliseconds of one task on a phone) — so it runs once,
 * and main.tsx asks for it in a task of its own while the texts load.
 */
export function appSystem(): AppSystem {
  // The build ships the global CSS and the token dictionary precomputed (components/ui/provider.tsx;
  // scripts/wire-plugins.ts, buildTimeTheme): the reset, global styles, keyframes and the tokens stay
  // out of the bundle.
  created ??= extensible(createSystem(...(import.meta.env.PROD ? [defaultBaseConfig, chakraTheme] : themeConfigs)));
  return created;
}
