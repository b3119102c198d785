/**
 * The brand blue (indigo-leaning: calm and trustworthy for a payroll product, readable on white and on navy).
 * Plain values, so the build (the web app manifest, index.html's theme colour) reads the same ones as the theme.
 */
export const BRAND_PALETTE = {
  50: '#eef4ff',
  100: '#dbe6fe',
  200: '#bfd3fe',
  300: '#93b4fd',
  400: '#608cfa',
  500: '#3b66f5',
  600: '#2549ea',
  700: '#1d38d7',
  800: '#1e30ae',
  900: '#1e2f89',
  950: '#171f53',
} as const;

/** The browser's toolbar and the installed app's title bar: the brand's solid colour (`brand.solid`, light). */
export const THEME_COLOR = BRAND_PALETTE[600];
