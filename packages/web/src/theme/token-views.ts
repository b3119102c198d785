// What a running Chakra system reads from its token dictionary, in a form the build computes once and ships
// (scripts/theme-tokens.ts; scripts/wire-plugins.ts `buildTimeTheme` swaps Chakra's dictionary module for
// `dictionaryFromViews`), and the dictionary rebuilt from it. Chakra's `createTokenDictionary` walks every token
// through its transforms and middlewares on each page load (the larger part of `createSystem`'s task on a
// phone); these views are its results. token-views.test.ts checks the rebuilt dictionary against Chakra's own
// for the app's theme.

/** A token as the system reads it: its value, and its CSS variable where it has one. */
export interface TokenLike {
  name: string;
  value: unknown;
  extensions: { cssVar?: { var: string; ref: string } | undefined; conditions?: object | undefined; virtual?: boolean | undefined };
}
type CssVar = (path: string[], prefix: string) => { var: string; ref: string };

/** Chakra's token dictionary, as far as its system, its utilities and `css()` use it. */
export interface TokenDictionaryLike {
  prefix: string;
  allTokens: readonly TokenLike[];
  getByName(name: string): TokenLike | undefined;
  formatCssVar: CssVar;
  flatMap: ReadonlyMap<string, string>;
  colorPaletteMap: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/**
 * The views, compactly. Most tokens are their name alone: not semantic, with the variable their name gives and
 * the value the theme's sheet declares for it in `root`'s block (the sheet ships anyway; the values are not
 * shipped twice). Else a token is `[name, value]`, with a third element for the rest: 1 when it is semantic or
 * virtual (the system reads its variable, not its value), 2 when it has no variable, or
 * `[kind, var, ref]` when its variable is not the one its name gives. The flat map (`token path → value`
 * for the utilities) is every token with a variable, mapped to its reference, but for `flat`: entries that
 * differ or are extra (`[key, value]`) and keys without an entry (a string). A palette is its name and, per
 * entry, the shade path (`colorPalette.<shade>` → `<name>.<shade>`) or an explicit `[var, ref]`. A category in
 * `negative` has, for each token with a variable, its negative (`spacing.-4`: `calc(var(--chakra-spacing-4) * -1)`).
 */
export interface TokenViews {
  prefix: string;
  root: string;
  tokens: (string | [string, unknown] | [string, unknown, 1 | 2 | [0 | 1, string, string]])[];
  flat: (string | [string, string])[];
  palettes: [string, (string | [string, string])[]][];
  negative: string[];
}

const truthy = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== 0 && value !== false;
const path = (name: string) => (name === '' ? [] : name.split('.'));

/** The custom properties a sheet declares in `selector`'s block (the theme's base values). */
export function rootVariables(sheet: string, selector: string): Map<string, string> {
  const variables = new Map<string, string>();
  const start = sheet.indexOf(`${selector}{`);
  if (start < 0) return variables;
  const body = sheet.slice(start + selector.length + 1, sheet.indexOf('}', start));
  for (const declaration of body.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) variables.set(declaration.slice(0, colon), declaration.slice(colon + 1));
  }
  return variables;
}

/** The views of a dictionary Chakra built, beside the sheet built from the same theme (build time, and the tests). */
export function tokenViewsOf(dictionary: TokenDictionaryLike, sheet: string, root: string): TokenViews {
  const declared = rootVariables(sheet, root);
  const { prefix } = dictionary;
  const derived = (name: string) => dictionary.formatCssVar(path(name), prefix);
  const negative = negativeCategories(dictionary);
  const isNegative = (key: string) => negative.some((category) => key.startsWith(`${category}.-`));
  const names = [...new Set(dictionary.allTokens.map((token) => token.name))].filter((name) => !isNegative(name));
  const refs = new Map<string, string>();
  const tokens = names.flatMap((name): TokenViews['tokens'] => {
    const token = dictionary.getByName(name);
    if (token === undefined) return [];
    const { cssVar, conditions, virtual } = token.extensions;
    const kind = conditions !== undefined || virtual === true ? 1 : 0;
    if (cssVar === undefined) return [[name, token.value, 2]];
    refs.set(name, cssVar.ref);
    const own = derived(name);
    if (cssVar.var !== own.var || cssVar.ref !== own.ref) return [[name, token.value, [kind, cssVar.var, cssVar.ref]]];
    if (kind === 1) return [[name, token.value, 1]];
    return [declared.get(cssVar.var) === token.value ? name : [name, token.value]];
  });
  // The flat map as the rebuilt dictionary derives it (each token's reference, negatives their positive's
  // negated), and what differs from it.
  const flat: TokenViews['flat'] = [];
  for (const [key, value] of dictionary.flatMap) if (value !== (isNegative(key) ? negated(dictionary, key) : refs.get(key))) flat.push([key, value]);
  for (const key of refs.keys()) if (!dictionary.flatMap.has(key)) flat.push(key);
  const paletteBase = derived('colors.colorPalette').var;
  const palettes = [...dictionary.colorPaletteMap].map(([name, vars]): TokenViews['palettes'][number] => [
    name,
    [...vars].map(([variable, ref]) => (variable.startsWith(paletteBase) ? shadeOf(variable, ref, name, paletteBase, derived) : null) ?? [variable, ref]),
  ]);
  return { prefix, root, tokens, flat, palettes, negative };
}

const negatedRef = (ref: string) => `calc(${ref} * -1)`;
/** The value a negative token (`spacing.-4`) has when it is its positive one's reference negated. */
function negated(dictionary: TokenDictionaryLike, name: string): string | undefined {
  const positive = dictionary.getByName(name.replace('.-', '.'))?.extensions.cssVar?.ref;
  return positive === undefined ? undefined : negatedRef(positive);
}

/** Categories whose tokens with a variable each have a negative one that is exactly their reference negated. */
function negativeCategories(dictionary: TokenDictionaryLike): string[] {
  const byCategory = new Map<string, { positive: string[]; negative: Set<string>; exact: boolean }>();
  for (const token of dictionary.allTokens) {
    const dot = token.name.indexOf('.');
    const category = token.name.slice(0, dot);
    const entry = byCategory.get(category) ?? { positive: [], negative: new Set<string>(), exact: true };
    byCategory.set(category, entry);
    if (token.name.startsWith('-', dot + 1)) {
      entry.negative.add(token.name);
      const positive = dictionary.getByName(token.name.replace('.-', '.'))?.extensions.cssVar;
      const exact = positive !== undefined && token.value === negatedRef(positive.ref) && token.extensions.cssVar?.ref === positive.ref && token.extensions.conditions === undefined && token.extensions.virtual !== true;
      if (!exact) entry.exact = false;
    } else if (token.extensions.cssVar !== undefined) entry.positive.push(token.name);
  }
  return [...byCategory]
    .filter(([, { positive, negative, exact }]) => exact && negative.size > 0 && negative.size === new Set(positive).size && positive.every((name) => negative.has(name.replace('.', '.-'))))
    .map(([category]) => category);
}

/** The shade a palette entry stands for, when both sides are the variables that shade's names give. */
function shadeOf(variable: string, ref: string, palette: string, base: string, derived: (name: string) => { var: string; ref: string }): string | null {
  // Shades are token paths below the palette (`500`, `solid`, `border.muted`); find the one that names both sides.
  const dashed = variable.slice(base.length).replace(/^-/, '');
  const candidates = dashed === '' ? [''] : [dashed.replaceAll('-', '.'), dashed];
  for (const shade of candidates) {
    const suffix = shade === '' ? '' : `.${shade}`;
    if (derived(`colors.colorPalette${suffix}`).var === variable && derived(`colors.${palette}${suffix}`).ref === ref) return shade;
  }
  return null;
}

/** Chakra's own helpers the dictionary's lookups are made of (the build passes them from Chakra's modules). */
export interface DictionaryHelpers {
  cssVar: (name: string, options: { prefix: string }) => { var: string; ref: string };
  memo: <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A) => R;
  expandTokenReferences: (value: string, resolve: (path: string) => string | undefined) => string;
  esc: (value: string) => string;
  tokenPathRegex: RegExp;
}

/**
 * Chakra's token dictionary rebuilt from the views: the maps and the memoised lookups (`getVar`,
 * `getCategoryValues`, `expandReferenceInValue`, which resolves `{colors.red.500}` and `red.500/50` as Chakra's
 * does). `cssVarMap` and `categoryMap` stay empty: only the token CSS (shipped precomputed) and Chakra's
 * devtools queries read them.
 */
export function dictionaryFromViews(views: TokenViews, sheet: string, helpers: DictionaryHelpers) {
  const { prefix } = views;
  const declared = rootVariables(sheet, views.root);
  const { cssVar, memo, expandTokenReferences, esc, tokenPathRegex } = helpers;
  const formatTokenName = (parts: string[]) => parts.join('.');
  const formatCssVar = (parts: string[], varPrefix: string) => cssVar(parts.join('-'), { prefix: varPrefix });
  const varOf = (name: string) => formatCssVar(path(name), prefix);
  const allTokens: TokenLike[] = [];
  const tokenMap = new Map<string, TokenLike>();
  const flatMap = new Map<string, string>();
  for (const entry of views.tokens) {
    const [name, value, rest] = typeof entry === 'string' ? [entry, undefined, undefined] : entry;
    const kind = Array.isArray(rest) ? rest[0] : rest === 1 ? 1 : 0;
    const cssVarOf = rest === 2 ? undefined : Array.isArray(rest) ? { var: rest[1], ref: rest[2] } : varOf(name);
    const token: TokenLike = { name, value: typeof entry === 'string' && cssVarOf !== undefined ? declared.get(cssVarOf.var) : value, extensions: { cssVar: cssVarOf, conditions: kind === 1 ? {} : undefined } };
    allTokens.push(token);
    tokenMap.set(name, token);
    if (cssVarOf !== undefined) flatMap.set(name, cssVarOf.ref);
  }
  for (const category of views.negative) {
    for (const token of [...allTokens]) {
      const cssVarOf = token.extensions.cssVar;
      if (!token.name.startsWith(`${category}.`) || cssVarOf === undefined) continue;
      const name = token.name.replace('.', '.-');
      const value = negatedRef(cssVarOf.ref);
      const negativeToken: TokenLike = { name, value, extensions: { cssVar: cssVarOf, conditions: undefined } };
      allTokens.push(negativeToken);
      tokenMap.set(name, negativeToken);
      flatMap.set(name, value);
    }
  }
  for (const entry of views.flat) {
    if (typeof entry === 'string') flatMap.delete(entry);
    else flatMap.set(entry[0], entry[1]);
  }
  const byCategory: Record<string, Record<string, string>> = {};
  for (const [key, value] of flatMap) {
    const dot = key.indexOf('.');
    (byCategory[key.slice(0, dot)] ??= {})[key.slice(dot + 1)] = value;
  }
  const below = (root: string, shade: string) => (shade === '' ? root : `${root}.${shade}`);
  const colorPaletteMap = new Map(
    views.palettes.map(([name, entries]) => [
      name,
      new Map(entries.map((entry): [string, string] => (typeof entry === 'string' ? [varOf(below('colors.colorPalette', entry)).var, varOf(below(`colors.${name}`, entry)).ref] : entry))),
    ]),
  );
  const getByName = (name: string) => tokenMap.get(name);
  const getVar = memo((value: string, fallback?: string) => flatMap.get(value) ?? fallback);
  const getCategoryValues = memo((category: string) => byCategory[category] ?? null);
  const colorMix = (value: string) => {
    const [colorPath, rawOpacity] = value.split('/');
    if (colorPath === undefined || colorPath === '' || rawOpacity === undefined || rawOpacity === '') return { invalid: true, value: colorPath };
    // Chakra's own test: a falsy opacity token counts as none.
    const opacity = getByName(`opacity.${rawOpacity}`)?.value;
    if (!truthy(opacity) && Number.isNaN(Number(rawOpacity))) return { invalid: true, value: colorPath };
    const percent = truthy(opacity) ? `${String(Number(opacity) * 100)}%` : `${rawOpacity}%`;
    return { invalid: false, value: `color-mix(in srgb, ${getVar(colorPath) ?? colorPath} ${percent}, transparent)` };
  };
  const expandReferenceInValue = memo((value: string) =>
    expandTokenReferences(value, (reference) => {
      if (reference === '') return undefined;
      if (reference.includes('/')) {
        const mix = colorMix(reference);
        if (mix.invalid) throw new Error(`Invalid color mix at ${reference}: ${String(mix.value)}`);
        return mix.value;
      }
      const resolved = getVar(reference);
      if (resolved !== undefined && resolved !== '') return resolved;
      return tokenPathRegex.test(reference) ? esc(reference) : reference;
    }),
  );
  const registerToken = (token: TokenLike) => {
    allTokens.push(token);
    if (!tokenMap.has(token.name)) tokenMap.set(token.name, token);
  };
  return {
    prefix,
    allTokens,
    tokenMap,
    registerToken,
    getByName,
    formatTokenName,
    formatCssVar,
    flatMap,
    cssVarMap: new Map<string, Map<string, string>>(),
    categoryMap: new Map<string, Map<string, TokenLike>>(),
    colorPaletteMap,
    getVar,
    getCategoryValues,
    expandReferenceInValue,
  };
}
