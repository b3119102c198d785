/** Tests keep Chakra's own global CSS (the build ships it precomputed: scripts/wire-plugins.ts, themeCss). */
const css = '';
export default css;
