declare module 'virtual:eticket-theme-css' {
  /** The theme's global CSS, built at build time (scripts/wire-plugins.ts, buildTimeTheme); empty in dev and tests. */
  const css: string;
  export default css;
}
