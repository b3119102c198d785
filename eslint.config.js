// @ts-check
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Core stays framework-free: side effects arrive through injected ports. */
const coreRestrictedImports = {
  patterns: [
    { group: ['react', 'react-*', 'react/*', 'react-dom', 'react-dom/*'], message: 'core is framework-free: no React.' },
    { group: ['@xstate/react', '@xstate/react/*'], message: 'core is framework-free: React bindings live in web.' },
    { group: ['@chakra-ui/*'], message: 'core is framework-free: no UI kit.' },
    { group: ['wouter', 'wouter/*'], message: 'core is router-agnostic.' },
    { group: ['ofetch', 'ofetch/*'], message: 'core does no I/O: the api-client does.' },
    { group: ['hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*'], message: 'core is shared by browser and server.' },
    { group: ['node:*'], message: 'core runs in the browser too: no node:* modules.' },
  ],
};

const WEB = 'packages/web/src';
const FEATURES = `${WEB}/features`;
/** The web's business and shell features: each a folder under src/features. */
const featureFolders = readdirSync(join(import.meta.dirname, FEATURES)).filter((entry) => statSync(join(import.meta.dirname, FEATURES, entry)).isDirectory());

/**
 * Which way imports go. Packages: core ← api-client ← web, core ← server; nothing imports web. Inside the
 * web: app and shell sit on top and assemble the features; a feature uses the page kit (src/kit), the UI
 * components, actors and i18n below it, and another feature only through that feature's public index.
 */
const fenceZones = [
  { target: 'packages/core', from: ['packages/api-client', 'packages/web', 'packages/server'], message: 'core depends on nothing of ours.' },
  { target: 'packages/api-client', from: ['packages/web', 'packages/server'], message: 'api-client depends on core only.' },
  { target: 'packages/server', from: ['packages/web', 'packages/api-client'], message: 'server depends on core only.' },
  { target: 'packages/web', from: ['packages/server'], message: 'web talks to the server through api-client.' },
  { target: FEATURES, from: [`${WEB}/app`, `${WEB}/shell`], message: 'features sit below app/ and shell/: take what a page needs from src/kit.' },
  { target: [`${WEB}/kit`, `${WEB}/components`], from: [`${WEB}/app`, `${WEB}/shell`, FEATURES, `${WEB}/pages`], message: 'the kit and the components sit below the pages and features.' },
  ...featureFolders.map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`, ...featureFolders.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
    message: "another feature's internals: import its public index (features/<name>/index.ts), if at all.",
  })),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/data/**', '**/test-results/**', '**/playwright-report/**', 'packages/server/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.ts'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.es2023 },
    },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No `export *`: export names explicitly.' }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'packages/*/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Fences between packages and layers, and no import cycles (dynamic imports count: a lazy chunk that
    // imports its importer back is still a cycle).
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Cycles are ours to find: never parse dependencies.
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: fenceZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.js', '*.config.ts', 'packages/*/*.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', coreRestrictedImports],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'core does no I/O: inject a port.' },
        { name: 'setTimeout', message: 'Use XState delays or a clock port.' },
        { name: 'setInterval', message: 'Use XState delays or a clock port.' },
        { name: 'localStorage', message: 'Use the storage port.' },
        { name: 'sessionStorage', message: 'Use the storage port.' },
        { name: 'window', message: 'core has no DOM.' },
        { name: 'document', message: 'core has no DOM.' },
        { name: 'navigator', message: 'core has no DOM.' },
        { name: 'location', message: 'core has no DOM.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes through the clock port.' },
        { object: 'globalThis', property: 'fetch', message: 'core does no I/O.' },
        { object: 'globalThis', property: 'localStorage', message: 'Use the storage port.' },
        { object: 'globalThis', property: 'sessionStorage', message: 'Use the storage port.' },
        { object: 'globalThis', property: 'setTimeout', message: 'Use XState delays or a clock port.' },
        { object: 'globalThis', property: 'setInterval', message: 'Use XState delays or a clock port.' },
        { object: 'globalThis', property: 'window', message: 'core has no DOM.' },
        { object: 'globalThis', property: 'document', message: 'core has no DOM.' },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19.3' } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Every user-visible string goes through i18n.
    files: ['packages/web/src/shell/**/*.tsx', 'packages/web/src/features/**/*.tsx', 'packages/web/src/pages/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: ['·', '/', '|', '-', '—', ':', '(', ')', '¥', '%', '×', '…'] }] },
  },
  {
    files: ['packages/server/src/**/*.ts', 'packages/server/scripts/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
