import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tokens as chakraTokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { dataRecipes } from './data-recipes';
import { fullRecipes } from './full-recipes';
import { shellRecipes } from './shell-recipes';
import { appGlobalCss, appSystem } from './system';

// The theme carries only what the screens use (system.ts drops palettes and per-element custom properties):
// these checks fail when a source starts using something that was dropped.
const srcDir = join(import.meta.dirname, '..');
const THIS_DIR = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') && dir !== THIS_DIR ? [path] : [];
  });
}
const texts = sources(srcDir).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** Chakra's palettes plus the app's own colour groups (tokens and semantic tokens). */
const PALETTES = new Set([...Object.keys(chakraTokens.colors), 'brand', 'accent', 'navy', 'sidebar', 'bg', 'fg', 'border']);
/** Colour groups without the palette keys (`colorPalette` cannot take them). */
const NOT_PALETTES = new Set(['bg', 'fg', 'border', 'sidebar', 'navy', 'white', 'black', 'transparent', 'current', 'whiteAlpha', 'blackAlpha']);

describe('the theme’s tokens', () => {
  // Machine events (`type: 'sidebar.toggle'`) look like tokens and are skipped.
  it('has every colour token a source names (`"red.fg"`, `"navy.800"`, `"bg.panel"`, `"fg.muted/80"`)', () => {
    const missing: string[] = [];
    for (const { file, text } of texts) {
      for (const [, group = '', key = ''] of text.matchAll(/(?<!type: )['"]([a-z][a-zA-Z]*)\.([a-zA-Z0-9]+)(?:\/\d+)?['"]/g)) {
        if (!PALETTES.has(group)) continue;
        if (appSystem().token(`colors.${group}.${key}`) === undefined) missing.push(`${file.slice(srcDir.length + 1)}: ${group}.${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has every palette a source names (`colorPalette="purple"`, status-to-palette maps)', () => {
    const missing: string[] = [];
    for (const { file, text } of texts) {
      for (const [, name = ''] of text.matchAll(/['"]([a-z][a-zA-Z]*)['"]/g)) {
        if (!PALETTES.has(name) || NOT_PALETTES.has(name)) continue;
        for (const key of ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing']) {
          if (appSystem().token(`colors.${name}.${key}`) === undefined) missing.push(`${file.slice(srcDir.length + 1)}: ${name}.${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares no custom properties on every element, and nothing needs the ring or filter defaults dropped there', () => {
    expect(Object.keys(appGlobalCss['*']).filter((key) => key.startsWith('--'))).toEqual([]);
    expect(Object.keys(appGlobalCss.html)).toEqual(expect.arrayContaining(['--global-font-mono', '--global-font-body', '--global-color-border']));
    // `ring*` props and `filter="auto"` / `backdropFilter="auto"` read the per-element defaults Chakra's `*` rule set.
    const recipes = JSON.stringify([shellRecipes, dataRecipes, fullRecipes, appSystem().getRecipe('button'), appSystem().getSlotRecipe('alert')]);
    expect(recipes).not.toMatch(/"ring(?:Color|Offset\w*|Inset)?":|"(?:backdropFilter|filter)":"auto"/);
    const users = texts.filter(({ text }) => /\bring(?:Color|Offset\w*|Inset)?[=:]|\b(?:backdropFilter|filter)(?:=|: ?)['"{]*auto/.test(text)).map(({ file }) => file);
    expect(users).toEqual([]);
  });
});
