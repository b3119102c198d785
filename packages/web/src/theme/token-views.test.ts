// @vitest-environment node
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { themeGlobalCss } from '../../scripts/theme-css';
import { themeConfigs } from './system';
import { dictionaryFromViews, tokenViewsOf, type DictionaryHelpers, type TokenDictionaryLike } from './token-views';

// Chakra's own helpers, from its modules (the build imports the same files).
const esm = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '..', 'esm');
const from = async <T>(file: string) => (await import(pathToFileURL(join(esm, file)).href)) as T;
const helpers: DictionaryHelpers = {
  cssVar: (await from<{ cssVar: DictionaryHelpers['cssVar'] }>('styled-system/css-var.js')).cssVar,
  memo: (await from<{ memo: DictionaryHelpers['memo'] }>('utils/memo.js')).memo,
  expandTokenReferences: (await from<{ expandTokenReferences: DictionaryHelpers['expandTokenReferences'] }>('styled-system/expand-reference.js')).expandTokenReferences,
  esc: (await from<{ esc: DictionaryHelpers['esc'] }>('styled-system/esc.js')).esc,
  tokenPathRegex: (await from<{ TOKEN_PATH_REGEX: RegExp }>('styled-system/references.js')).TOKEN_PATH_REGEX,
};

type ChakraDictionary = TokenDictionaryLike & {
  getVar(value: string, fallback?: string): string | undefined;
  getCategoryValues(category: string): Record<string, string> | null;
  expandReferenceInValue(value: string): string;
};
const system = createSystem(...themeConfigs);
const chakra = system.tokens as unknown as ChakraDictionary;
// The theme's sheet as the build ships it, and the views through JSON, as the build ships them.
// (In Node: in a DOM, Emotion inserts the rules instead of returning them.)
const sheet = themeGlobalCss();
const views = JSON.parse(JSON.stringify(tokenViewsOf(chakra, sheet, system._config.cssVarsRoot ?? ''))) as ReturnType<typeof tokenViewsOf>;
const rebuilt = dictionaryFromViews(views, sheet, helpers);

/** Every string in the theme's recipes, text and layer styles: what `css()` sends through the dictionary. */
function stringsIn(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (typeof value === 'object' && value !== null) for (const child of Object.values(value)) stringsIn(child, out);
  return out;
}

/** What Chakra's system builds from the dictionary for `system.token()` (its getTokenMap). */
function systemTokens(dictionary: Pick<TokenDictionaryLike, 'allTokens' | 'getByName'>) {
  const map = new Map<string, { value: unknown; variable: string }>();
  for (const name of new Set(dictionary.allTokens.map((token) => token.name))) {
    const token = dictionary.getByName(name);
    if (token?.extensions.cssVar === undefined) continue;
    const { cssVar, virtual, conditions } = token.extensions;
    map.set(name, { value: conditions !== undefined || virtual === true ? cssVar.ref : token.value, variable: cssVar.ref });
  }
  return map;
}

describe('the token dictionary rebuilt from the build’s views', () => {
  const names = [...new Set(chakra.allTokens.map((token) => token.name))];

  it('is small beside what Chakra builds', () => {
    // Negative spacing follows from the positive tokens.
    expect(views.negative).toEqual(['spacing']);
    expect(views.tokens.length).toBe(names.filter((name) => !name.startsWith('spacing.-')).length);
    // Most entries are their name alone: the variables, the flat map and the values follow from the names and the sheet.
    expect(views.flat.length).toBeLessThan(names.length / 10);
    expect(views.tokens.filter((token) => typeof token === 'string').length).toBeGreaterThan(names.length / 2);
    expect(JSON.stringify(views).length).toBeLessThan(40_000);
  });

  it('has the same flat map, category values and palettes', () => {
    expect([...rebuilt.flatMap].sort()).toEqual([...chakra.flatMap].sort());
    const categories = new Set([...chakra.flatMap.keys()].map((key) => key.slice(0, key.indexOf('.'))));
    for (const category of [...categories, 'unknown']) expect(rebuilt.getCategoryValues(category)).toEqual(chakra.getCategoryValues(category));
    const palettes = (dictionary: { colorPaletteMap: ReadonlyMap<string, ReadonlyMap<string, string>> }) =>
      [...dictionary.colorPaletteMap].map(([name, vars]) => [name, [...vars].sort()] as const).sort();
    expect(palettes(rebuilt)).toEqual(palettes(chakra));
  });

  it('gives every token the same value and variable, and the system the same token map', () => {
    for (const name of names) {
      expect(rebuilt.getByName(name)?.value, name).toEqual(chakra.getByName(name)?.value);
      expect(rebuilt.getByName(name)?.extensions.cssVar, name).toEqual(chakra.getByName(name)?.extensions.cssVar);
      expect(rebuilt.getVar(name, 'none'), name).toBe(chakra.getVar(name, 'none'));
    }
    expect(rebuilt.getVar('colors.nothing', 'none')).toBe('none');
    expect([...systemTokens(rebuilt)].sort()).toEqual([...systemTokens(chakra)].sort());
  });

  it('expands every value the theme’s styles hold, references and colour mixes alike', () => {
    const values = stringsIn([defaultConfig.theme, themeConfigs.map((config) => config.theme)], new Set<string>());
    for (const name of names) {
      values.add(`{${name}}`);
      values.add(`1px solid {${name}}`);
    }
    for (const mix of ['red.500/50', 'fg.muted/80', 'colors.brand.600/30', 'blue.500/0', 'nothing.here/40']) values.add(`{colors.${mix}}`).add(mix);
    expect(values.size).toBeGreaterThan(1_000);
    for (const value of values) {
      let expected: string;
      try {
        expected = chakra.expandReferenceInValue(value);
      } catch (error) {
        expect(() => rebuilt.expandReferenceInValue(value), value).toThrow((error as Error).message);
        continue;
      }
      expect(rebuilt.expandReferenceInValue(value), value).toBe(expected);
    }
  });
});
