/** Longest redirect target we accept; anything longer is not a path this app produced. */
const MAX_REDIRECT_LENGTH = 2048;

/**
 * Accept `value` as a post-login / post-403 destination only when it is a same-origin relative path:
 * one leading '/', no '//' or '/\' (protocol-relative), no backslash anywhere (browsers read it as '/'),
 * no control characters (browsers drop tabs and newlines, turning '/\t/evil' into '//evil').
 * Returns the value unchanged, or null. This is the open-redirect guard for `?redirect=`.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\')) return null;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return null;
  }
  return value;
}

/** Form-decoding as URLSearchParams does ('+' is a space); null for a malformed escape. */
function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * The decoded `redirect` parameter of a query string ('?a=1&redirect=%2Fx' → '/x'), the first one when
 * repeated; null when absent or malformed. (Core has no DOM lib, hence no URLSearchParams.)
 */
export function readRedirectParam(search: string | undefined): string | null {
  if (search === undefined) return null;
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    if (decodeComponent(key) === 'redirect') return eq < 0 ? '' : decodeComponent(pair.slice(eq + 1));
  }
  return null;
}

/**
 * `base?redirect=<encoded fullPath>`: the form the guard writes and `readRedirectParam` reads back.
 * A lone UTF-16 surrogate (never in a real location) becomes U+FFFD instead of making encoding throw.
 */
export function withRedirectParam(base: string, fullPath: string): string {
  const wellFormed = fullPath.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  return `${base}?redirect=${encodeURIComponent(wellFormed)}`;
}
