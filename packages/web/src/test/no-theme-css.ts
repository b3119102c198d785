/** Tests keep Chakra's own global CSS (the build ships it precomputed: scripts/wire-plugins.ts, buildTimeTheme). */
const css = '';
export default css;
